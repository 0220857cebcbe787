# One deterministic edit of a Node-Kayles certificate (differential.sh): awk -v seed=N -f mutate.awk CERT
# Picks a record line (a shape line) or the `value` line by the seed and changes one thing: a value,
# a P or N heap, an N cell, a witness, a mirror image, one hex digit of the shape; or deletes,
# duplicates or moves the line. Writes the whole file, edited, to stdout.
{ line[NR] = $0 }
$1 ~ /^[0-9]+x[0-9]+:/ { rec[++nrec] = NR }
$1 == "value" { valueline = NR }
function pick(n) { return 1 + int(rand() * n) }
function bump(x) { return (x == 0 || rand() < 0.6) ? x + 1 : x - 1 }
END {
    srand(seed)
    kind = pick(8)
    if (nrec == 0 || kind == 8) { t = valueline; split(line[t], w, " "); line[t] = "value " bump(w[2]) }
    else {
        t = rec[pick(nrec)]
        n = split(line[t], w, " ")
        if (kind == 1) {                                   # the number after the shape
            if (w[2] == "P" || w[2] == "N") w[3] = bump(w[3]); else w[2] = bump(w[2])
        } else if (kind == 2) {                            # a later number (heap, cell, witness, image)
            if (n >= 3) { j = 2 + pick(n - 2); if (w[j] !~ /^[0-9]+$/) j = n; w[j] = bump(w[j]) }
            else w[2] = bump(w[2])
        } else if (kind == 3 || kind == 4) {               # one hex digit of the shape
            c = index(w[1], ":"); hex = substr(w[1], c + 1); k = pick(length(hex))
            d = index("0123456789abcdef", substr(hex, k, 1)) - 1
            d = xor_bit(d, 2 ^ int(rand() * 4))
            w[1] = substr(w[1], 1, c) substr(hex, 1, k - 1) substr("0123456789abcdef", d + 1, 1) substr(hex, k + 1)
        }
        s = w[1]; for (j = 2; j <= n; j++) s = s " " w[j]
        if (kind <= 4) line[t] = s
        else if (kind == 5) line[t] = "\001"                # deleted
        else if (kind == 6) line[t] = line[t] "\n" line[t]  # duplicated
        else { u = rec[pick(nrec)]; x = line[t]; line[t] = line[u]; line[u] = x }  # two records swapped
    }
    for (i = 1; i <= NR; i++) if (line[i] != "\001") print line[i]
}
function xor_bit(d, b) { return (int(d / b) % 2 == 1) ? d - b : d + b }
