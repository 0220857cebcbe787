#include "kayles_shard_top.hpp"

#include <deque>
#include <set>
#include <stdexcept>

#include "kayles_outcome_search.hpp"
#include "proof_sink.hpp"
#include "sha256.hpp"

namespace nimcert {

std::string ShardQuestion::name() const {
    return "shard-" + sha256_hex(shape + " " + (heap < 0 ? std::string("value") : std::to_string(heap))).substr(0, 16) + ".cert";
}

namespace {

using namespace kayles;

struct TopBase {
    virtual ~TopBase() = default;
    virtual bool evaluate(const std::map<std::string, ShardAnswer>& answers, std::vector<ShardQuestion>& unknown) = 0;
    virtual unsigned write_root(ProofSink& sink, std::vector<std::string>& used) = 0;
    virtual std::size_t top_classes() const = 0;
};

// Three-valued: a claim the answers so far decide, or not yet.
enum Tri { No, Yes, Unknown };

template <int W>
class Top : public TopBase {
public:
    using Part = OutcomePart<W>;

    Top(const KaylesGraph& g, int depth, const OutcomeOptions& opt)
        : opt_(opt), cache_(std::size_t(1) << 16), search_(g, opt_, cache_, counters_, nullptr, 0), depth_(depth) {
        std::vector<Part> roots;
        search_.split(search_.positions().all(), roots);
        for (const Part& p : roots) {
            if (search_.small(p)) root_small_ ^= search_.small_value(p);
            else roots_.push_back(id_of(p));
        }
    }

    bool evaluate(const std::map<std::string, ShardAnswer>& answers, std::vector<ShardQuestion>& unknown) override {
        answers_ = &answers;
        outcome_.clear(), value_.clear(), asked_.clear();
        unknown_ = &unknown;
        bool known = true;
        for (int id : roots_) known = value(id, 0) >= 0 && known;
        return known;
    }

    unsigned write_root(ProofSink& sink, std::vector<std::string>& used) override {
        records_.clear(), written_value_.clear(), written_n_.clear(), used_.clear();
        std::vector<ShardQuestion> none;
        unknown_ = &none;  // moves before a witness may be open (the evaluation did not need them)
        unsigned g = root_small_;
        for (int id : roots_) g ^= value_w(id);
        sink.kayles_game(search_.positions().graph().description);
        sink.kayles_claims_begin(records_.size(), unsigned(opt_.small_cells), unsigned(opt_.zero_cells));
        for (const Record& r : records_) {
            if (r.claim) sink.kayles_claim(r.c);
            else sink.kayles_class(r.k);
        }
        sink.kayles_value(g);
        sink.finish();
        used.assign(used_.begin(), used_.end());
        return g;
    }

    std::size_t top_classes() const override {
        std::size_t n = 0;
        for (const Class& c : classes_) n += c.expanded;
        return n;
    }

private:
    struct Move {
        int local = 0;             // the cell, in the class's numbering
        std::vector<int> parts;    // the components it leaves that are not small (class ids)
        int open = -1;             // the one the proof leaves without a value (index in parts), -1: none
        unsigned small = 0;        // the xor of the small components' values
    };
    struct Class {
        Part part;
        std::string shape;
        int mirror = -1;
        bool expanded = false;
        std::vector<Move> moves;   // in the canonical order (once expanded)
    };
    // A decided claim and what decided it: the top's own expansion (shard empty) or a shard.
    struct Fact {
        Tri tri = Unknown;
        int value = -1;      // value facts
        std::string shard;   // the question's name whose answer decided it
    };
    struct Record {
        bool claim = false;
        KaylesClass k;
        KaylesClaim c;
    };

    int id_of(const Part& p) {
        const std::string shape = shape_text(p.nf);
        const auto it = ids_.find(shape);
        if (it != ids_.end()) return it->second;
        Class c;
        c.part = p, c.shape = shape;
        c.mirror = search_.mirrors() ? search_.positions().find_mirror(p.nf) : -1;
        classes_.push_back(c);
        return ids_[shape] = int(classes_.size() - 1);
    }

    const std::vector<Move>& moves(int id) {
        if (!classes_[std::size_t(id)].expanded) {
            OutcomeExpansion<W> e;
            OutcomeOption<W> o;
            search_.expand(classes_[std::size_t(id)].part, e);
            std::vector<Move> list;
            for (const OutcomeMove& m : e.moves) {
                search_.leave(e, m, o);
                Move mv;
                mv.local = m.local;
                for (std::size_t i = 0; i < o.parts.size(); ++i) {
                    if (search_.small(o.parts[i])) {
                        mv.small ^= search_.small_value(o.parts[i]);
                        continue;
                    }
                    if (i == o.open) mv.open = int(mv.parts.size());
                    mv.parts.push_back(id_of(o.parts[i]));
                }
                list.push_back(mv);
            }
            classes_[std::size_t(id)].moves = std::move(list);  // id_of may have grown classes_
            classes_[std::size_t(id)].expanded = true;
        }
        return classes_[std::size_t(id)].moves;
    }

    // --- evaluation ---------------------------------------------------------------------
    static long key(int id, int h) { return long(id) * 1024 + h; }

    void ask(int id, int heap) {
        const Class& c = classes_[std::size_t(id)];
        ShardQuestion q{c.shape, heap, c.part.cells};
        if (asked_.insert(q.name()).second) unknown_->push_back(q);
    }

    // The answer of question (id, heap) if it was solved.
    const ShardAnswer* answered(int id, int heap) const {
        const auto it = answers_->find(ShardQuestion{classes_[std::size_t(id)].shape, heap, 0}.name());
        return it == answers_->end() ? nullptr : &it->second;
    }
    static unsigned value_of(const ShardAnswer& a) { return a.question.heap < 0 ? a.value : unsigned(a.question.heap); }

    // Is G(id) = h?
    Tri outcome(int id, unsigned h, int depth) {
        const Class& c = classes_[std::size_t(id)];
        if (c.mirror >= 0) return h == 0 ? Yes : No;
        const long k = key(id, int(h) + 1);
        if (const auto f = outcome_.find(k); f != outcome_.end()) return f->second.tri;
        Fact fact;
        // Below the top only the answer to this very question counts (not one about another heap
        // that happens to be known): so the root never depends on which speculative shards exist.
        if (depth >= depth_) {
            if (const ShardAnswer* a = answered(id, int(h))) fact = Fact{a->p ? Yes : No, -1, a->question.name()};
            else return ask(id, int(h)), Unknown;
            return outcome_[k] = fact, fact.tri;
        }
        // P(X, h): no heap move h' < h and no move of X wins X + *h. The terms in the proof's
        // order, heap moves first: the first winning term decides N (and is the N claim's
        // witness), but only once every term before it is known to lose, so that the witness is
        // the same whatever else is known. An unknown term does not stop the scan: the terms
        // after it are asked too (speculatively), up to a winning one.
        const std::size_t mark = unknown_->size();
        fact.tri = Yes;
        const std::size_t terms = h + moves(id).size();
        for (std::size_t i = 0; i < terms; ++i) {
            const Tri wins = i < h ? outcome(id, unsigned(i), depth) : option_wins(moves(id)[i - h], h, depth + 1);
            if (wins == Unknown) fact.tri = Unknown;
            if (wins == Yes) {
                if (fact.tri == Yes) fact.tri = No;
                break;
            }
        }
        return settle(mark, fact.tri) ? (outcome_[k] = fact, fact.tri) : Unknown;
    }

    // Does the move leave a position of value h?
    Tri option_wins(const Move& m, unsigned h, int depth) {
        unsigned others = m.small;
        bool known = true;
        for (std::size_t i = 0; i < m.parts.size(); ++i) {
            if (int(i) == m.open) continue;
            const int v = value(m.parts[i], depth);
            if (v < 0) known = false;
            else others ^= unsigned(v);
        }
        if (!known) return Unknown;
        if (m.open < 0) return others == h ? Yes : No;
        return outcome(m.parts[std::size_t(m.open)], h ^ others, depth);
    }

    // G(id), or -1 if the answers do not decide it yet.
    int value(int id, int depth) {
        if (classes_[std::size_t(id)].mirror >= 0) return 0;
        if (const auto f = value_.find(id); f != value_.end()) return f->second.value;
        Fact fact;
        if (depth >= depth_) {
            if (const ShardAnswer* a = answered(id, -1)) fact = Fact{Yes, int(a->value), a->question.name()};
            else return ask(id, -1), -1;
            return value_[id] = fact, fact.value;
        }
        const std::size_t mark = unknown_->size();
        for (unsigned h = 0;; ++h) {
            const Tri t = outcome(id, h, depth);
            if (t == Unknown) break;
            if (t == Yes) {
                fact.value = int(h);
                break;
            }
        }
        return settle(mark, fact.value >= 0 ? Yes : Unknown) ? (value_[id] = fact, fact.value) : -1;
    }

    // A decided claim needs none of the questions met while deciding it (those after `mark`: a
    // term left open beside one that settled it): they are withdrawn, and the fact is kept. An
    // open claim is not kept, so that wherever it is met again its questions are asked again.
    bool settle(std::size_t mark, Tri t) {
        if (t == Unknown) return false;
        for (std::size_t i = mark; i < unknown_->size(); ++i)
            asked_.erase((*unknown_)[i].name());
        unknown_->resize(mark);
        return true;
    }

    // --- the root certificate, post-order, as ProofWriter writes a one-piece proof --------
    // The facts of the last evaluation: the writer asks only what it decided (a miss is a bug).
    const Fact& outcome_fact(int id, unsigned h) const {
        const auto f = outcome_.find(key(id, int(h) + 1));
        if (f == outcome_.end() || f->second.tri == Unknown) throw std::logic_error("sharded proof: an outcome the evaluation left open");
        return f->second;
    }

    // The claim the shard proves (P: X gets a value; N), as an import record.
    void import(int id, const std::string& shard) {
        const ShardAnswer& a = answers_->at(shard);
        Record r;
        r.claim = true;
        r.c.shape = classes_[std::size_t(id)].shape;
        r.c.p = a.question.heap < 0 || a.p;
        r.c.h = value_of(a);  // N: the question's heap
        r.c.shard = shard, r.c.sha256 = a.sha256;
        if (r.c.p) written_value_[id] = r.c.h;
        else written_n_.insert(key(id, int(r.c.h)));
        used_.insert(shard);
        records_.push_back(r);
    }

    // Gives id a verified value in the root (once) and returns it.
    unsigned value_w(int id) {
        if (const auto w = written_value_.find(id); w != written_value_.end()) return w->second;
        const Class& c = classes_[std::size_t(id)];
        if (c.mirror >= 0) {
            Record r;
            r.k.shape = c.shape, r.k.cells = unsigned(c.part.cells);
            r.k.mirror = search_.positions().mirror_permutation(c.part.nf, c.mirror);
            records_.push_back(r);
            return written_value_[id] = 0;
        }
        const auto f = value_.find(id);
        if (f == value_.end() || f->second.value < 0) throw std::logic_error("sharded proof: a value the evaluation left open");
        if (!f->second.shard.empty()) import(id, f->second.shard);
        else claim_p(id, unsigned(f->second.value));
        return written_value_.at(id);
    }

    // P(X, v): N(X, h') for every h' < v, then every move's components valued but the open one,
    // which gets N for v xor the others.
    void claim_p(int id, unsigned v) {
        const Fact& f = outcome_fact(id, v);
        if (!f.shard.empty()) return import(id, f.shard);
        for (unsigned lower = 0; lower < v; ++lower) claim_n(id, lower);
        for (const Move& m : moves(id)) {
            unsigned others = m.small;
            for (std::size_t i = 0; i < m.parts.size(); ++i)
                if (int(i) != m.open) others ^= value_w(m.parts[i]);
            if (m.open >= 0) claim_n(m.parts[std::size_t(m.open)], v ^ others);
        }
        Record r;
        r.claim = true;
        r.c.shape = classes_[std::size_t(id)].shape, r.c.p = true, r.c.h = v;
        records_.push_back(r);
        written_value_[id] = v;
    }

    // What the checker needs to know that G(X) != h: nothing if X's value or N(X, h) is written;
    // X's value if a heap move wins (G(X) < h, decided first, as the evaluation decides it) or X
    // is mirror-symmetric; else N(X, h) with the first winning move, after its components' values.
    void claim_n(int id, unsigned h) {
        if (written_value_.count(id) || written_n_.count(key(id, int(h)))) return;
        if (classes_[std::size_t(id)].mirror >= 0) return void(value_w(id));
        const Fact& f = outcome_fact(id, h);
        if (f.tri != No) throw std::logic_error("sharded proof: N claimed for a P position");
        if (!f.shard.empty()) return import(id, f.shard);
        for (unsigned lower = 0; lower < h; ++lower)  // the evaluation's order: a heap move first
            if (const auto f = outcome_.find(key(id, int(lower) + 1)); f != outcome_.end() && f->second.tri == Yes)
                return written_value_.count(id) ? void() : claim_p(id, lower);
        for (const Move& m : moves(id)) {
            if (option_wins(m, h, depth_) != Yes) continue;
            unsigned others = m.small;
            for (std::size_t i = 0; i < m.parts.size(); ++i)
                if (int(i) != m.open) others ^= value_w(m.parts[i]);
            // the open component's value is h xor the others': its outcome for that heap is known
            if (const int open = m.open >= 0 ? m.parts[std::size_t(m.open)] : -1; open >= 0 && !written_value_.count(open)) {
                if (classes_[std::size_t(open)].mirror >= 0) value_w(open);
                else claim_p(open, h ^ others);
            }
            Record r;
            r.claim = true;
            r.c.shape = classes_[std::size_t(id)].shape, r.c.p = false, r.c.h = h, r.c.witness = m.local;
            records_.push_back(r);
            written_n_.insert(key(id, int(h)));
            return;
        }
        throw std::logic_error("sharded proof: no move of an N position wins");
    }

    OutcomeOptions opt_;
    OutcomeCache cache_;
    OutcomeCounters counters_;
    mutable OutcomeSearch<W> search_;
    int depth_;
    std::vector<int> roots_;
    unsigned root_small_ = 0;
    std::deque<Class> classes_;  // references stay valid as classes are added
    std::map<std::string, int> ids_;
    // one evaluation's state
    const std::map<std::string, ShardAnswer>* answers_ = nullptr;
    std::map<long, Fact> outcome_;
    std::map<int, Fact> value_;
    std::set<std::string> asked_;  // the names of the questions in *unknown_
    std::vector<ShardQuestion>* unknown_ = nullptr;
    // the root's writing
    std::vector<Record> records_;
    std::map<int, unsigned> written_value_;
    std::set<long> written_n_;
    std::set<std::string> used_;
};

template <int W>
std::unique_ptr<TopBase> make_top(const KaylesGraph& g, int depth, const OutcomeOptions& opt) {
    return std::make_unique<Top<W>>(g, depth, opt);
}

}  // namespace

struct ShardTop::Impl {
    std::unique_ptr<TopBase> top;
};

ShardTop::ShardTop(const KaylesGraph& g, int depth, int small_cells, bool mirrors) : impl_(std::make_unique<Impl>()) {
    if (depth < 0) throw std::invalid_argument("--split takes a depth of 0 or more");
    OutcomeOptions opt;
    opt.small_cells = small_cells;
    // The root certificate has no `zero L` clause: its questions go to shards, whatever their size
    // (a shard's own certificate has the clause its solve was given).
    opt.zero_cells = 0;
    opt.use_mirrors = mirrors;
    opt.memory = std::size_t(64) << 20;  // the small components' memo: the top values few
    if (g.n <= 64) impl_->top = make_top<1>(g, depth, opt);
    else if (g.n <= 128) impl_->top = make_top<2>(g, depth, opt);
    else if (g.n <= 192) impl_->top = make_top<3>(g, depth, opt);
    else if (g.n <= 256) impl_->top = make_top<4>(g, depth, opt);
    else throw std::invalid_argument("graphs of more than 256 vertices are not supported");
}

ShardTop::~ShardTop() = default;

bool ShardTop::evaluate(const std::map<std::string, ShardAnswer>& answers, std::vector<ShardQuestion>& unknown) {
    return impl_->top->evaluate(answers, unknown);
}
unsigned ShardTop::write_root(ProofSink& sink, std::vector<std::string>& used) { return impl_->top->write_root(sink, used); }
std::size_t ShardTop::top_classes() const { return impl_->top->top_classes(); }

}  // namespace nimcert
