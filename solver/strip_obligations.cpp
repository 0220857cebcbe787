#include "strip_obligations.hpp"

#include <stdexcept>
#include <vector>

namespace nimcert {

namespace {

std::string num(long long c) { return c < 0 ? "(- " + std::to_string(-c) + ")" : std::to_string(c); }

// The affine expression in SMT-LIB, with the variable u spelled `t`.
std::string smt(const Affine& a, const std::string& t = "u") {
    std::vector<std::string> terms;
    const auto add = [&](long long coef, const std::string& x) {
        if (coef == 1) terms.push_back(x);
        else if (coef == -1) terms.push_back("(- " + x + ")");
        else if (coef != 0) throw std::invalid_argument("obligations: coefficients must be -1, 0 or 1");
    };
    add(a.cn, "n");
    add(a.cv, "v");
    add(a.cu, t);
    if (a.c) terms.push_back(num(a.c));
    if (terms.empty()) return "0";
    if (terms.size() == 1) return terms[0];
    std::string s = "(+";
    for (const auto& x : terms) s += " " + x;
    return s + ")";
}

std::string join(const std::vector<std::string>& xs, const char* op) {
    if (xs.empty()) return std::string(op) == "and" ? "true" : "false";
    if (xs.size() == 1) return xs[0];
    std::string s = std::string("(") + op;
    for (const auto& x : xs) s += " " + x;
    return s + ")";
}

std::string pattern(const std::string& p) { return p.empty() ? "-" : p; }

}  // namespace

std::string strip_obligations(const StripSystem& s) {
    std::string o = "; nimcert reduction obligations of a strip family system (proofs/coupled-families.md).\n"
                    "; Derived from the certificate's families and templates. Every check-sat asks for a\n"
                    "; counterexample to one template (or to the coverage of one family): z3 must answer unsat.\n"
                    "; strip k=" + std::to_string(s.k) + ";";
    for (const auto& f : s.families) o += " " + f.name + " " + pattern(f.left) + " " + pattern(f.right) + ";";
    o += " " + std::to_string(s.templates.size()) + " templates\n(set-logic QF_LIA)\n";
    const std::string k = std::to_string(s.k);
    o += "(define-fun adj ((x Int) (y Int)) Bool (or (= (- x y) 1) (= (- y x) 1) (= (- x y) " + k + ") (= (- y x) " + k + ")))\n";
    for (const auto& f : s.families) {
        std::vector<std::string> cell{"(and (<= 1 w) (<= w s))"};
        for (std::size_t i = 1; i <= f.left.size(); ++i)
            if (f.left[i - 1] == '1') cell.push_back("(= w " + num(1 - static_cast<long long>(i)) + ")");
        for (std::size_t i = 1; i <= f.right.size(); ++i)
            if (f.right[i - 1] == '1') cell.push_back("(= w (+ s " + std::to_string(i) + "))");
        o += "(define-fun in_" + f.name + " ((s Int) (w Int)) Bool " + join(cell, "or") + ")\n";
    }
    for (const char* c : {"n", "v", "u", "x", "w"}) o += "(declare-const " + std::string(c) + " Int)\n";
    const auto domain = [&](const StripTemplate& t) {
        std::vector<std::string> d{"(<= 0 n)", "(<= " + std::to_string(t.nlo) + " n)"};
        if (t.nhi >= 0) d.push_back("(<= n " + std::to_string(t.nhi) + ")");
        d.push_back("(<= " + smt(t.vlo) + " v)");
        d.push_back("(<= v " + smt(t.vhi) + ")");
        return join(d, "and");
    };
    const auto check = [&](const std::string& comment, const std::string& assertion) {
        o += "; " + comment + "\n(push 1)\n(assert " + assertion + ")\n(check-sat)\n(pop 1)\n";
    };
    for (std::size_t i = 0; i < s.templates.size(); ++i) {
        const StripTemplate& t = s.templates[i];
        const std::string F = "in_" + s.families[static_cast<std::size_t>(t.family)].name;
        const auto rem = [&](const std::string& z) { return "(and (" + F + " n " + z + ") (not (= " + z + " v)) (not (adj " + z + " v)))"; };
        std::vector<std::string> bad, ok{"(" + F + " n v)"};
        if (t.pieces.empty()) bad.push_back(rem("u"));
        for (std::size_t j = 0; j < t.pieces.size(); ++j) {
            const StripPiece& p = t.pieces[j];
            const bool last = j + 1 == t.pieces.size();
            const std::string G = "in_" + s.families[static_cast<std::size_t>(p.family)].name, size = smt(p.size);
            const auto inside = [&](const std::string& z) {
                std::vector<std::string> c;
                if (j > 0) c.push_back("(< " + smt(*t.pieces[j - 1].hi) + " " + z + ")");
                if (!last) c.push_back("(<= " + z + " " + smt(*p.hi) + ")");
                return join(c, "and");
            };
            ok.push_back("(<= 0 " + size + ")");
            if (j > 0 && !last) ok.push_back("(<= " + smt(*t.pieces[j - 1].hi) + " " + smt(*p.hi) + ")");
            const Affine inverse{-p.map.cu * p.map.cn, -p.map.cu * p.map.cv, p.map.cu, -p.map.cu * p.map.c};
            const std::string back = smt(inverse, "w");
            bad.push_back("(and " + rem("u") + " " + inside("u") + " (not (" + G + " " + size + " " + smt(p.map) + ")))");
            bad.push_back("(and (" + G + " " + size + " w) (not (and " + rem(back) + " " + inside(back) + ")))");
            bad.push_back("(and " + rem("u") + " " + rem("x") + " " + inside("u") + " " + inside("x") + " (not (= (adj u x) (adj " +
                          smt(p.map) + " " + smt(p.map, "x") + "))))");
            if (!last) bad.push_back("(and " + rem("u") + " " + rem("x") + " (<= u " + smt(*p.hi) + ") (< " + smt(*p.hi) + " x) (adj u x))");
        }
        bad.push_back("(not " + join(ok, "and") + ")");
        check("template " + std::to_string(i + 1) + " (family " + s.families[static_cast<std::size_t>(t.family)].name + ")",
              "(and " + domain(t) + " " + join(bad, "or") + ")");
    }
    for (std::size_t f = 0; f < s.families.size(); ++f) {
        std::vector<std::string> c{"(<= 0 n)", "(in_" + s.families[f].name + " n v)"};
        for (const auto& t : s.templates)
            if (static_cast<std::size_t>(t.family) == f) c.push_back("(not " + domain(t) + ")");
        check("every vertex of family " + s.families[f].name + " is covered by a template", join(c, "and"));
    }
    return o;
}

}  // namespace nimcert
