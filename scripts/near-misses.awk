# Finds methods and properties that nearly match an optional requirement of a UIKit delegate protocol, as Xcode's
# "nearly matches optional requirement" warning does. scripts/typecheck-apple.sh runs it; the stand-ins have to give
# optional requirements default bodies, and a near miss of a defaulted requirement in a class body draws no
# diagnostic from the compiler, so without this check a misspelt delegate method would compile silently (and,
# on a device, never run).
#
#   awk -v protocols="UISceneDelegate ..." -v standins=Tools/AppleStubs/UIKit/ -f scripts/near-misses.awk \
#       STAND-IN-FILES... CHECKED-FILES...
#
# The files under `standins` come first. The requirements are read from the stand-ins' declarations of the protocols
# (and of the protocols they refine). A member of a type or extension that declares conformance to one of them (in
# its first line) nearly matches a requirement when it has the requirement's kind and number of argument labels, is
# not private, satisfies no requirement itself, and its name and labels are a few edits away: the compiler's own
# rule, at most one edit for every four characters. The requirements the stand-ins leave out are not known here: a
# member that implements one of them and happens to be a few edits from a declared one is reported too, and the fix
# is to declare it. Each finding is one line, `FILE:LINE: error: ...`; the exit status is 1 when there is one.

function trim(text) {
    sub(/^[ \t]+/, "", text)
    sub(/[ \t]+$/, "", text)
    return text
}

# A line without its comment and without the contents of its string literals, so that neither counts as code.
function code(line) {
    gsub(/"([^"\\]|\\.)*"/, "\"\"", line)
    sub(/(^|[ \t])\/\/.*/, "", line)
    return line
}

function count(text, character,    copy) {
    copy = text
    return gsub(character, "", copy)
}

# `name(label:label:)` from a declaration's name and its parameter list (the text between its outer parentheses).
function full_name(name, parameters,    depth, i, c, part, parts, n, labels, words) {
    n = 0
    depth = 0
    part = ""
    for (i = 1; i <= length(parameters); i++) {
        c = substr(parameters, i, 1)
        if (c ~ /[\(\[<]/) depth++
        if (c ~ /[\)\]>]/) depth--
        if (c == "," && depth == 0) {
            parts[++n] = part
            part = ""
        } else {
            part = part c
        }
    }
    if (trim(part) != "") parts[++n] = part
    labels = ""
    for (i = 1; i <= n; i++) {
        part = trim(parts[i])
        sub(/:.*/, "", part)
        split(trim(part), words, /[ \t]+/)
        labels = labels words[1] ":"
    }
    return name "(" labels ")"
}

# The identifiers of a full name: the base name and each label (`_` counts as empty), separated by `|`.
function identifiers(full,    base, rest, list, labels, i, n) {
    base = full
    sub(/\(.*/, "", base)
    rest = full
    sub(/^[^(]*\(/, "", rest)
    sub(/\)$/, "", rest)
    list = base
    n = split(rest, labels, ":")
    for (i = 1; i < n; i++) list = list "|" (labels[i] == "_" ? "" : labels[i])
    return list
}

function distance(a, b,    la, lb, i, j, previous, current, cost, k) {
    la = length(a)
    lb = length(b)
    for (j = 0; j <= lb; j++) previous[j] = j
    for (i = 1; i <= la; i++) {
        current[0] = i
        for (j = 1; j <= lb; j++) {
            cost = substr(a, i, 1) == substr(b, j, 1) ? 0 : 1
            current[j] = previous[j - 1] + cost
            if (previous[j] + 1 < current[j]) current[j] = previous[j] + 1
            if (current[j - 1] + 1 < current[j]) current[j] = current[j - 1] + 1
        }
        for (k = 0; k <= lb; k++) previous[k] = current[k]
    }
    return previous[lb]
}

# The number of edits between two full names of the same arity, identifier by identifier, or -1 when the arities
# differ or the names are too far apart to be a typo of each other.
function near(candidate, requirement,    a, b, na, nb, i, score, size_a, size_b) {
    na = split(identifiers(candidate), a, "|")
    nb = split(identifiers(requirement), b, "|")
    if (count(candidate, ":") != count(requirement, ":")) return -1
    score = 0
    size_a = 0
    size_b = 0
    for (i = 1; i <= (na > nb ? na : nb); i++) {
        score += distance(a[i], b[i])
        size_a += length(a[i])
        size_b += length(b[i])
    }
    if (score == 0 || score > (size_a < size_b ? size_a : size_b) / 4) return -1
    return score
}

BEGIN {
    split(protocols, watched_list, " ")
    for (i in watched_list) watched[watched_list[i]] = 1
}

FNR == 1 {
    depth = 0
    owner = ""
    owner_depth = -1
    pending = ""
    reading_standins = index(FILENAME, standins) == 1
}

{
    line = code($0)

    # A declaration whose parameters continue on the following lines.
    if (pending != "") {
        pending = pending " " line
        if (count(pending, "\\(") > count(pending, "\\)")) next
        record(pending, pending_line)
        pending = ""
        depth += count(line, "{") - count(line, "}")
        if (owner != "" && depth <= owner_depth) owner = ""
        next
    }

    # A declaration with an inheritance clause, on one line: `final class SceneDelegate: UIResponder, ... {`.
    declaration_pattern = "(protocol|class|struct|enum|actor|extension)[ \t]+[A-Za-z_][A-Za-z0-9_.]*[^:{]*:[^{]*\\{"
    if (owner == "" && match(line, declaration_pattern)) {
        declaration = substr(line, RSTART, RLENGTH)
        kind = declaration
        sub(/[ \t].*/, "", kind)
        name = declaration
        sub(/^[a-z]+[ \t]+/, "", name)
        sub(/[^A-Za-z0-9_.].*/, "", name)
        inherited = declaration
        sub(/^[^:]*:/, "", inherited)
        sub(/(where .*)?\{$/, "", inherited)
        gsub(/[ \t]/, "", inherited)
        if (reading_standins && kind == "protocol" && (name in watched)) {
            owner = "protocol " name
            owner_depth = depth
            parents[name] = inherited
        } else if (!reading_standins && kind != "protocol") {
            split(inherited, conformances, ",")
            conformed = ""
            for (i in conformances) if (conformances[i] in watched) conformed = conformed " " conformances[i]
            if (conformed != "") {
                owner = "type" conformed
                owner_depth = depth
                delete members
                delete member_lines
                member_count = 0
            }
        }
    }

    if (owner != "" && depth == owner_depth + 1 && match(line, /(^|[ \t])(func|var|let)[ \t]+[A-Za-z_][A-Za-z0-9_]*/)) {
        if (line ~ /(^|[ \t])func[ \t]/ && count(line, "\\(") > count(line, "\\)")) {
            pending = line
            pending_line = FNR
            next
        }
        record(line, FNR)
    }

    depth += count(line, "{") - count(line, "}")
    if (owner != "" && depth <= owner_depth) {
        if (owner ~ /^type/) check()
        owner = ""
    }
}

# Records the function or property declared on `text` as a requirement (in a stand-in protocol) or as a member of
# the conforming type being read.
function record(text, at,    keyword, name, parameters, full) {
    if (!match(text, /(^|[ \t])(func|var|let)[ \t]+[A-Za-z_][A-Za-z0-9_]*/)) return
    keyword = substr(text, RSTART, RLENGTH)
    name = keyword
    sub(/^[ \t]*(func|var|let)[ \t]+/, "", name)
    if (keyword ~ /func/) {
        parameters = substr(text, RSTART + RLENGTH)
        sub(/^[^(]*\(/, "", parameters)
        full = full_name(name, balanced(parameters))
    } else {
        full = name
    }
    if (owner ~ /^protocol /) {
        requirements[substr(owner, 10)] = requirements[substr(owner, 10)] "\n" full "\t" substr(owner, 10)
    } else if (text !~ /(^|[ \t])(private|fileprivate)[ \t]/) {
        # The compiler does not report a private member: it cannot be a witness.
        members[++member_count] = full
        member_lines[member_count] = at
    }
}

# The text up to the parenthesis that closes the one opened just before it.
function balanced(text,    i, c, depth) {
    depth = 1
    for (i = 1; i <= length(text); i++) {
        c = substr(text, i, 1)
        if (c == "(") depth++
        if (c == ")" && --depth == 0) return substr(text, 1, i - 1)
    }
    return text
}

# Every requirement of the protocol, its refined protocols' included, one a line: its full name, a tab, and the
# protocol that declares it.
function all_requirements(protocol,    list, parent_list, i) {
    list = requirements[protocol]
    split(parents[protocol], parent_list, ",")
    for (i in parent_list) if (parent_list[i] in watched) list = list all_requirements(parent_list[i])
    return list
}

# Compares the members of the conforming type just read with its protocols' requirements.
function check(    conformed_list, i, j, k, protocol, required, declarer, n, parts, satisfied, witness, score, kind) {
    split(substr(owner, 6), conformed_list, " ")
    for (i in conformed_list) {
        n = split(all_requirements(conformed_list[i]), required, "\n")
        for (k = 1; k <= n; k++) {
            split(required[k], parts, "\t")
            required[k] = parts[1]
            declarer[k] = parts[2]
        }
        delete satisfied
        delete witness
        for (j = 1; j <= member_count; j++) {
            for (k = 1; k <= n; k++) {
                if (members[j] == required[k]) {
                    satisfied[k] = 1
                    witness[j] = 1
                }
            }
        }
        for (j = 1; j <= member_count; j++) {
            for (k = 1; k <= n; k++) {
                if (required[k] == "" || (k in satisfied) || (j in witness)) continue
                if ((members[j] ~ /\(/) != (required[k] ~ /\(/)) continue
                score = near(members[j], required[k])
                if (score < 0) continue
                kind = members[j] ~ /\(/ ? "instance method" : "property"
                printf "%s:%d: error: %s '%s' nearly matches optional requirement '%s' of protocol '%s'\n", \
                    FILENAME, member_lines[j], kind, members[j], required[k], declarer[k]
                found = 1
            }
        }
    }
}

END { exit found ? 1 : 0 }
