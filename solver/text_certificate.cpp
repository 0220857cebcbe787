#include "text_certificate.hpp"

#include <charconv>
#include <stdexcept>

namespace nimcert {

namespace {
template <class Seq>
std::string joined(const std::string& keyword, const Seq& items) {
    std::string s = keyword;
    for (const auto& x : items) {
        s += ' ';
        s += x.str();
    }
    return s;
}
std::string joined_u64(const std::string& keyword, const std::vector<std::uint64_t>& items) {
    std::string s = keyword;
    for (auto x : items) s += " " + std::to_string(x);
    return s;
}
}  // namespace

void TextCertificate::line(const std::string& s) {
    pending_ += s;
    pending_ += '\n';
    if (pending_.size() >= (1u << 20)) flush();
}

void TextCertificate::header(unsigned version) {
    line("nimcert-certificate " + std::to_string(version));
    if (!made_by_.empty()) line("# " + made_by_);
}

void TextCertificate::flush() {
    hash_.update(pending_);
    out_.write(pending_.data(), static_cast<std::streamsize>(pending_.size()));
    if (!out_) throw std::runtime_error("write failed");
    pending_.clear();
}

void TextCertificate::heap_game(const HeapCode& code, unsigned version) {
    header(version);
    line(code.unbounded() ? "game " + code.canonical() : "game heap " + code.canonical());
}

void TextCertificate::parity_mask(Value mask) { line("parity-mask " + std::to_string(mask)); }

void TextCertificate::values_begin(std::uint64_t count) { line("values " + std::to_string(count)); }

void TextCertificate::value(std::uint64_t heap, Value g, const std::vector<HeapMove>& witnesses) {
    // Millions of records: formatted straight into the buffer, no string per record.
    char buf[48];
    char* p = std::to_chars(buf, buf + 20, heap).ptr;
    *p++ = ' ';
    p = std::to_chars(p, p + 20, g).ptr;
    pending_.append(buf, p);
    for (const auto& m : witnesses) {
        pending_ += ' ';
        pending_ += format_move(m);
    }
    pending_ += '\n';
    if (pending_.size() >= (1u << 20)) flush();
}

void TextCertificate::period(const Periodicity& per) {
    line("period " + std::to_string(per.prefix) + " " + std::to_string(per.period));
}

void TextCertificate::zeros(const ZeroSet& z) {
    line(joined_u64("zeros-prefix", z.below_prefix));
    line(joined_u64("zeros-residues", z.residues));
}

void TextCertificate::recurrence(const ZeroRecurrence& rec) {
    line("recurrence " + std::to_string(rec.from) + " " + std::to_string(rec.shift) + " " +
         std::to_string(rec.step));
}

void TextCertificate::generating_function(const RationalGf& gf) {
    line(joined("gf-numerator", gf.numerator));
    line(joined("gf-denominator", gf.denominator));
}

void TextCertificate::arithmetic_period(const ArithmeticPeriodicity& per) {
    line("arithmetic-period " + std::to_string(per.prefix) + " " + std::to_string(per.period) + " " +
         std::to_string(per.saltus));
}

void TextCertificate::nsum_flip() { line("nsum-flip"); }

void TextCertificate::kayles_game(const std::string& graph) {
    header(1);
    line("game kayles " + graph);
}

void TextCertificate::kayles_classes_begin(std::uint64_t count) { line("classes " + std::to_string(count)); }

void TextCertificate::kayles_class(const KaylesClass& c) {
    std::string s = c.shape + " " + std::to_string(c.value);
    if (!c.mirror.empty()) s += " mirror";
    for (int x : c.mirror.empty() ? c.witnesses : c.mirror) s += " " + std::to_string(x);
    line(s);
}

void TextCertificate::kayles_value(unsigned g) { line("value " + std::to_string(g)); }

void TextCertificate::kayles_claims_begin(std::uint64_t count, unsigned small_cells, unsigned zero_cells) {
    line("claims " + std::to_string(count) + (small_cells ? " small " + std::to_string(small_cells) : "") +
         (zero_cells > small_cells ? " zero " + std::to_string(zero_cells) : ""));
}

void TextCertificate::kayles_claim(const KaylesClaim& c) {
    const std::string claim = c.shape + (c.p ? " P " : " N ") + std::to_string(c.h);
    if (!c.shard.empty()) line(claim + " shard " + c.shard + " " + c.sha256);
    else line(claim + (c.p ? "" : " " + std::to_string(c.witness)));
}

void TextCertificate::kayles_proves(const std::string& shape, bool p, unsigned h) {
    line("proves " + shape + (p ? " P " : " N ") + std::to_string(h));
}
void TextCertificate::strip_system(const StripSystem& s, const std::string& obligations_sha256) {
    header(1);
    line("game strip " + std::to_string(s.k));
    family_names_.clear();
    for (const auto& f : s.families) {
        family_names_.push_back(f.name);
        line("family " + f.name + " " + (f.left.empty() ? "-" : f.left) + " " + (f.right.empty() ? "-" : f.right));
    }
    for (const auto& t : s.templates) {
        std::string l = "template " + family_names_[static_cast<std::size_t>(t.family)] + " " + std::to_string(t.nlo) +
                        " " + (t.nhi < 0 ? "*" : std::to_string(t.nhi)) + " " + t.vlo.str() + " " + t.vhi.str();
        for (const auto& p : t.pieces)
            l += " " + family_names_[static_cast<std::size_t>(p.family)] + " " + p.size.str() + " " +
                 (p.hi ? p.hi->str() : "*") + " " + p.map.str();
        line(l);
    }
    if (!obligations_sha256.empty()) line("reductions " + obligations_sha256);
}

void TextCertificate::system_value(int family, long long n, Value g, const std::vector<long long>& witnesses) {
    std::string s = family_names_[static_cast<std::size_t>(family)] + " " + std::to_string(n) + " " + std::to_string(g);
    for (long long v : witnesses) s += " " + std::to_string(v);
    line(s);
}

void TextCertificate::system_period(long long n0, long long p, const std::vector<long long>& prefix) {
    line("period " + std::to_string(n0) + " " + std::to_string(p));
    for (std::size_t f = 0; f < prefix.size(); ++f)
        if (prefix[f] >= 0) line("prefix " + family_names_[f] + " " + std::to_string(prefix[f]));
}

void TextCertificate::finish() {
    line("end");
    flush();
    out_.flush();
    if (!out_) throw std::runtime_error("write failed");
    digest_ = hash_.hex_digest();
}

}  // namespace nimcert
