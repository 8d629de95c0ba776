#!/usr/bin/env python3
"""Compares every Objective-C declaration of the stand-ins in Tools/AppleStubs with Apple's own headers.

Called by scripts/audit-apple-headers.sh, which finds the SDK's folders. Both sets of headers are parsed by clang
(its textual AST dump, which carries the arguments of availability attributes) for each triple of the Apple check that
has UIKit, and each class, protocol, method, property, enum case, constant and function the stand-ins declare is
compared with Apple's declaration of the same name: present or not (availability, `API_UNAVAILABLE`, `#if`),
introduced and deprecated versions, main-actor isolation (its own or its container's), nullability, Swift name,
designated and unavailable initialisers, `@optional`, warn-unused. Each difference is printed as more permissive
(compiles here, fails on a Mac), less permissive (the reverse) or mixed, with both declarations, and a total.
"""

import os
import re
import subprocess
import sys
from collections import defaultdict

TRIPLES = {
    "ios": "arm64-apple-ios13.0-simulator",
    "tvos": "arm64-apple-tvos13.0-simulator",
    "visionos": "arm64-apple-xros1.0-simulator",
    "watchos": "arm64-apple-watchos6.0-simulator",
}
# The availability platform of each triple, and the one Swift falls back to when a declaration names none for it.
# Mac Catalyst is not compared: its UIKit headers need the macOS SDK's AppKit, which an iPhoneOS SDK lacks.
PLATFORM = {"ios": ["ios"], "tvos": ["tvos"], "visionos": ["xros", "ios"], "watchos": ["watchos"]}
STAND_IN_MODULES = ["ObjectiveC", "CoreGraphics", "Foundation", "UIKit", "XCTest"]
MAIN_ACTOR = {'"@UIActor"', '"@MainActor"'}

LOC = re.compile(r"line:(\d+):(\d+)|col:(\d+)|(<built-in>|<scratch space>|[^\s<>,']+):(\d+):(\d+)")
NODE = re.compile(r"^([| `-]*)(\w+)(?: (0x[0-9a-f]+))?(.*)$")
SOURCE = re.compile(r"//.*\b(?:SDK|header|headers)\b|Stand-in for|source:", re.I)


def dump(clang, triple, flags, text):
    """The textual AST dump of `text` (an Objective-C file) for `triple`."""
    result = run_clang(clang, triple, flags, text)
    if result.returncode != 0:
        sys.exit(f"clang failed for {triple}:\n{result.stderr[:4000]}")
    return result.stdout


def run_clang(clang, triple, flags, text):
    return subprocess.run(
        # As the Swift compiler's clang importer defines them: without the last two, the SDK's NS_SWIFT_NONISOLATED
        # and NS_SWIFT_SENDING expand to nothing.
        [clang, "-target", triple, "-D__swift__=60300", "-D__SWIFT_ATTR_SUPPORTS_SENDABLE_DECLS=1",
         "-D__SWIFT_ATTR_SUPPORTS_SENDING=1", "-x", "objective-c", "-fsyntax-only", "-w",
         "-Xclang", "-ast-dump", *flags, "-"],
        input=text, capture_output=True, text=True)


class Node:
    __slots__ = ("kind", "rest", "children", "file", "line")

    def __init__(self, kind, rest, file, line):
        self.kind, self.rest, self.children, self.file, self.line = kind, rest, [], file, line


def parse(text):
    """The tree of a textual dump, each node with the file and line its declaration starts at."""
    root = Node("root", "", None, 0)
    stack = [(-1, root)]
    file, line = None, 0
    for raw in text.splitlines():
        match = NODE.match(raw)
        if not match:
            continue
        depth = len(match.group(1)) // 2
        kind, rest = match.group(2), match.group(4)
        quote = min([i for i in (rest.find("'"), rest.find('"')) if i >= 0] or [len(rest)])
        # The last location on the line is the declaration's own (its name's), where a macro's expansion is spelt.
        for token in LOC.finditer(rest[:quote]):
            if token.group(1):
                line = int(token.group(1))
            elif token.group(4):
                file, line = token.group(4), int(token.group(5))
        node = Node(kind, rest, file, line)
        while stack[-1][0] >= depth:
            stack.pop()
        stack[-1][1].children.append(node)
        stack.append((depth, node))
    return root


def after_locations(rest):
    """What a node line says after its source range and location."""
    rest = re.sub(r"^\s*(?:parent|prev) 0x[0-9a-f]+", "", rest)
    rest = re.sub(r"^\s*(?:parent|prev) 0x[0-9a-f]+", "", rest)
    rest = re.sub(r"^\s*<[^>]*(?:<[^>]*>[^>]*)*>", "", rest)
    rest = re.sub(r"^\s*(?:line:\d+:\d+|col:\d+|(?:<built-in>|<scratch space>|[^\s<>,']+):\d+:\d+)", "", rest)
    rest = re.sub(r"^\s*<Spelling=[^>]*>", "", rest)
    return rest.strip()


def quoted(rest):
    return re.findall(r"'((?:[^'\\]|\\.)*)'", rest)


class Decl:
    """One declaration, with what the comparison reads of it."""

    def __init__(self, key, kind, file, line, text):
        self.key, self.kind, self.file, self.line, self.text = key, kind, file, line, text
        self.forward = False
        self.defined = True
        self.blocked = set()  # the platforms its container is unavailable on
        self.own = None  # the platforms its own availability attributes name, before it inherits its container's
        self.availability = {}  # platform -> (introduced, deprecated, unavailable)
        self.unavailable = False
        self.deprecated = False
        self.main_actor = False
        self.nonisolated = False
        self.swift_name = None
        self.designated = False
        self.optional = False
        self.warn_unused = False
        self.types = []


def version(text):
    try:
        return tuple(int(part) for part in text.split(".")) if text and text != "0" else None
    except ValueError:
        return None


def read_attributes(decl, node):
    for child in node.children:
        rest = after_locations(child.rest)
        if child.kind == "AvailabilityAttr":
            fields = [field for field in rest.split() if field not in ("Inherited", "Implicit")]
            if not fields:
                continue
            platform = fields[0].replace("_app_extension", "-extension")
            entry = {"introduced": version(fields[1]) if len(fields) > 1 else None,
                     "deprecated": version(fields[2]) if len(fields) > 2 else None,
                     "unavailable": "Unavailable" in fields}
            if platform in ("swift",) and entry["unavailable"]:
                decl.unavailable = True
            decl.availability.setdefault(platform, entry)
        elif child.kind == "UnavailableAttr":
            decl.unavailable = True
        elif child.kind == "DeprecatedAttr":
            decl.deprecated = True
        elif child.kind == "SwiftAttrAttr":
            if rest in MAIN_ACTOR:
                decl.main_actor = True
            elif rest == '"nonisolated"':
                decl.nonisolated = True
        elif child.kind == "SwiftNameAttr":
            decl.swift_name = rest.strip('"')
        elif child.kind == "ObjCDesignatedInitializerAttr":
            decl.designated = True
        elif child.kind == "WarnUnusedResultAttr":
            decl.warn_unused = True
        elif child.kind == "ParmVarDecl":
            decl.types.extend(quoted(rest)[:1])


def optional_lines(path):
    """The lines of a header that are under `@optional` in a protocol."""
    lines = set()
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            optional = False
            for number, line in enumerate(handle, 1):
                stripped = line.strip()
                if stripped.startswith("@protocol"):
                    optional = False
                elif stripped.startswith("@optional"):
                    optional = True
                elif stripped.startswith("@required") or stripped.startswith("@end"):
                    optional = False
                if optional:
                    lines.add(number)
    except OSError:
        pass
    return lines


class Model:
    """The declarations of one parse, by key, and the shape of its classes and protocols."""

    def __init__(self, root, keep):
        self.decls = {}
        self.containers = {}  # name -> Decl of the class or protocol
        self.supers = defaultdict(list)  # class or protocol -> superclass and protocols
        self.optional_cache = {}
        self.types = {}
        self.cases = []
        self.own_protocols = defaultdict(list)  # class -> protocols its @interface (not a category) adopts
        for unit in root.children:  # the TranslationUnitDecl
            for node in unit.children:
                self.top(node, keep)
        # A class that conforms to a main-actor protocol in its own declaration is main-actor isolated, as Swift
        # infers for a type conforming to a global-actor-isolated protocol (SE-0316): XCUIElementQuery.
        for name, container in self.containers.items():
            if container.kind == "class" and not container.main_actor and any(
                    self.containers.get(parent) is not None and self.containers[parent].main_actor
                    for parent in self.own_protocols.get(name, [])):
                container.main_actor = True
                for key, decl in self.decls.items():
                    if key.startswith(name + " ") and not decl.nonisolated:
                        decl.main_actor = True
        # An enum case takes the availability of its type, wherever the type's declarations state it (NS_ENUM and
        # NS_OPTIONS declare a typedef and an enum, or the enum twice).
        for decl, enum in self.cases:
            if enum is not None:
                inherit(decl, enum)

    def type_decl(self, name, node, keep):
        """The declaration of a typedef or an enum, merged over its declarations."""
        decl = Decl(name, "type", node.file, node.line, node.rest)
        read_attributes(decl, node)
        if not name:
            return decl
        known = self.types.get(name)
        if known is None:
            self.types[name] = decl
            self.add(decl, keep)
            return decl
        for platform, entry in decl.availability.items():
            known.availability.setdefault(platform, entry)
        known.unavailable = known.unavailable or decl.unavailable
        if keep(decl.file) and name not in self.decls:
            self.decls[name] = known
        return known

    def is_optional(self, node):
        if node.file not in self.optional_cache:
            self.optional_cache[node.file] = optional_lines(node.file) if node.file else set()
        return node.line in self.optional_cache[node.file]

    def add(self, decl, keep):
        if keep(decl.file) and decl.key not in self.decls:
            self.decls[decl.key] = decl
        return decl

    def top(self, node, keep):
        rest = after_locations(node.rest)
        kind = node.kind
        if kind in ("ObjCInterfaceDecl", "ObjCProtocolDecl", "ObjCCategoryDecl"):
            words = rest.split()
            if not words:
                return
            if kind == "ObjCCategoryDecl":
                owner = next((quoted(c.rest)[0] for c in node.children if c.kind == "ObjCInterface"), None)
                if owner is None:
                    return
                container = Decl(owner, "category", node.file, node.line, rest)
                read_attributes(container, node)
                base = self.containers.get(owner)
            else:
                name = words[0]
                prefix = "@" if kind == "ObjCProtocolDecl" else ""
                container = Decl(prefix + name, "protocol" if prefix else "class", node.file, node.line, rest)
                read_attributes(container, node)
                # `@class` and `@protocol P;` declare it again: what each declaration says is merged into one.
                known = self.containers.get(prefix + name)
                defining = any(c.kind in ("ObjCMethodDecl", "ObjCPropertyDecl") or c.kind.endswith("Attr")
                               for c in node.children)
                if known is not None and defining and not known.defined:
                    # Where it is defined, not where `@class` or `@protocol P;` first named it.
                    known.file, known.line, known.defined = node.file, node.line, True
                if known is not None:
                    for platform, entry in container.availability.items():
                        known.availability.setdefault(platform, entry)
                    known.main_actor = known.main_actor or container.main_actor
                    known.unavailable = known.unavailable or container.unavailable
                    if keep(container.file) and known.key not in self.decls:
                        self.decls[known.key] = known
                    container = known
                else:
                    container.defined = defining
                    self.add(container, keep)
                    self.containers[prefix + name] = container
                base = None
            owner_key = container.key
            for child in node.children:
                if child.kind == "super":
                    if quoted(child.rest) and quoted(child.rest)[0] not in self.supers[owner_key]:
                        self.supers[owner_key].append(quoted(child.rest)[0])
                elif child.kind == "ObjCProtocol" and quoted(child.rest) and kind == "ObjCInterfaceDecl":
                    self.own_protocols[owner_key].append("@" + quoted(child.rest)[0])
                    if "@" + quoted(child.rest)[0] not in self.supers[owner_key]:
                        self.supers[owner_key].append("@" + quoted(child.rest)[0])
                elif child.kind == "ObjCProtocol" and quoted(child.rest):
                    if "@" + quoted(child.rest)[0] not in self.supers[owner_key]:
                        self.supers[owner_key].append("@" + quoted(child.rest)[0])
                elif child.kind in ("ObjCMethodDecl", "ObjCPropertyDecl"):
                    self.member(child, container, base, owner_key, keep)
        elif kind == "EnumDecl":
            words = [w for w in after_locations(node.rest).split() if w not in ("implicit", "referenced", "class")]
            enum = self.type_decl(words[0] if words and words[0] != "definition" else "", node, keep)
            for child in node.children:
                if child.kind == "EnumConstantDecl":
                    words = [w for w in after_locations(child.rest).split()
                             if w not in ("referenced", "implicit", "used")]
                    if words:
                        decl = Decl("case " + words[0], "enum case", child.file, child.line, words[0])
                        read_attributes(decl, child)
                        self.cases.append((decl, enum))
                        self.add(decl, keep)
        elif kind == "TypedefDecl":
            words = after_locations(node.rest).replace("implicit ", "").replace("referenced ", "").split()
            if words:
                self.type_decl(words[0], node, keep)
        elif kind in ("VarDecl", "FunctionDecl"):
            words = after_locations(node.rest).replace("implicit ", "").replace("referenced ", "").split()
            if words:
                decl = Decl(words[0], {"VarDecl": "constant", "FunctionDecl": "function"}[kind], node.file, node.line,
                            node.rest)
                decl.types.extend(quoted(node.rest)[:1])
                read_attributes(decl, node)
                self.add(decl, keep)

    def member(self, node, container, base, owner_key, keep):
        rest = after_locations(node.rest)
        if " implicit " in f" {rest} " and node.kind == "ObjCMethodDecl":
            return  # a property's accessor
        if node.kind == "ObjCMethodDecl":
            words = rest.split()
            if len(words) < 2:
                return
            key = f"{owner_key} {words[0]}{words[1]}"
            decl = Decl(key, "method", node.file, node.line, rest)
            decl.types.extend(quoted(rest)[:1])
        else:
            words = rest.split()
            if not words:
                return
            cls = " class" in f" {rest}" and "class" in rest.split("'")[-1].split()
            key = f"{owner_key} {'+' if cls else '.'}{words[0]}"
            decl = Decl(key, "property", node.file, node.line, rest)
            decl.types.extend(quoted(rest)[:1])
            decl.optional = "optional" in rest.split("'")[-1].split()
        read_attributes(decl, node)
        if node.kind == "ObjCMethodDecl" and container.kind == "protocol":
            decl.optional = self.is_optional(node)
        inherit(decl, container)
        if base is not None:
            inherit(decl, base)
        self.add(decl, keep)

    def find(self, key):
        """Apple's declaration of a member, looked up in the class, its superclasses and its protocols."""
        if key in self.decls:
            return self.decls[key]
        if " " not in key:
            return None
        owner, member = key.split(" ", 1)
        seen, queue = set(), [owner]
        while queue:
            current = queue.pop(0)
            if current in seen:
                continue
            seen.add(current)
            found = self.decls.get(f"{current} {member}")
            if found:
                return found
            queue.extend(self.supers.get(current, []))
        return None


def inherit(decl, container):
    """What a member takes from its container: availability it does not state, and main-actor isolation."""
    if decl.own is None:
        decl.own = set(decl.availability)
    for platform, entry in container.availability.items():
        if entry["unavailable"]:
            decl.availability[platform] = entry  # a member of what a platform lacks is not there either
            decl.blocked.add(platform)
        else:
            decl.availability.setdefault(platform, entry)
    decl.unavailable = decl.unavailable or container.unavailable
    if container.main_actor and not decl.nonisolated:
        decl.main_actor = True


MINIMUM = {"ios": (13, 0), "tvos": (13, 0), "visionos": (1, 0), "watchos": (6, 0)}


def state(decl, name):
    """(present, introduced, deprecated) of a declaration for a triple; an introduction before the package's minimum
    for the platform is the minimum (the check cannot tell them apart)."""
    present, introduced, deprecated = raw_state(decl, name)
    if present:
        introduced = max(introduced or (0,), MINIMUM[name])
    return (present, introduced, deprecated)


def vision_version(ios):
    """An iOS version as the SDK's version map gives it for visionOS: up to iOS 17, visionOS 1.0; iOS 18, visionOS
    2.0; from iOS 26, the same number."""
    if ios is None:
        return None
    if ios[0] >= 26:
        return ios
    return (2, 0) if ios[0] >= 18 else (1, 0)


def raw_state(decl, name):
    if decl is None or decl.unavailable:
        return (False, None, None)
    # Its own attributes first, for the platform or the one Swift falls back to, then its container's.
    if PLATFORM[name][0] in decl.blocked:
        return (False, None, None)
    own = decl.own if decl.own is not None else set(decl.availability)
    candidates = [p for p in PLATFORM[name] if p in own] + [p for p in PLATFORM[name] if p not in own]
    for platform in candidates:
        entry = decl.availability.get(platform)
        if entry:
            if entry["unavailable"]:
                return (False, None, None)
            introduced, deprecated = entry["introduced"], entry["deprecated"]
            if name == "visionos" and platform == "ios":
                introduced, deprecated = vision_version(introduced), vision_version(deprecated)
            return (True, introduced, deprecated or ((0,) if decl.deprecated else None))
    return (True, None, (0,) if decl.deprecated else None)


def nullability_of(text):
    for marker, kind in (("_Null_unspecified", "unspecified"), ("_Nullable", "nullable"), ("_Nonnull", "nonnull")):
        if marker in text:
            return kind
    return None


def declared_nullability(decl):
    """The nullability a property or a method's result is declared with, read from its header, for a type that a
    macro's sugar hides (`API_AVAILABLE UILabel *`); None when the line does not say."""
    try:
        with open(decl.file, encoding="utf-8", errors="replace") as handle:
            line = handle.read().splitlines()[decl.line - 1]
    except (OSError, IndexError):
        return None
    if re.search(r"\bnull_resettable\b|\bnull_unspecified\b|_Null_unspecified", line):
        return "unspecified"
    if re.search(r"\bnullable\b|_Nullable", line):
        return "nullable"
    return "nonnull"


def nullability(decl):
    """The nullability of each of a declaration's types (its result or property first), None where unknown."""
    kinds = []
    for position, text in enumerate(decl.types):
        if not re.search(r"[*^]|\bid\b", text):
            kinds.append((None, text))  # not a pointer: no nullability
            continue
        kind = nullability_of(text)
        if kind is None and position == 0 and decl.kind in ("property", "method"):
            kind = declared_nullability(decl)
        kinds.append((kind, text))
    return kinds


def normalise_type(text):
    text = re.sub(r"\b_Nullable\b|\b_Nonnull\b|\b_Null_unspecified\b|\b__kindof\b|\b__strong\b|\bconst\b", "", text)
    return re.sub(r"\s+", "", text.split(":")[0])


def compare(key, mine, apple, name, out):
    present_mine, intro_mine, dep_mine = state(mine, name)
    present_apple, intro_apple, dep_apple = state(apple, name)
    if present_mine and not present_apple:
        out.append(("more", name, key, "declared here, absent or unavailable in Apple's header"))
        return
    if present_apple and not present_mine:
        out.append(("less", name, key, "absent or unavailable here, declared in Apple's header"))
        return
    if not present_mine:
        return
    if (intro_mine or (0,)) < (intro_apple or (0,)):
        out.append(("more", name, key, f"introduced {fmt(intro_mine)} here, {fmt(intro_apple)} in Apple's"))
    elif (intro_mine or (0,)) > (intro_apple or (0,)):
        out.append(("less", name, key, f"introduced {fmt(intro_mine)} here, {fmt(intro_apple)} in Apple's"))
    if dep_apple is not None and (dep_mine is None or dep_mine > dep_apple):
        out.append(("more", name, key, f"deprecated {fmt(dep_mine, 'never')} here, {fmt(dep_apple)} in Apple's"))
    elif dep_mine is not None and (dep_apple is None or dep_mine < dep_apple):
        out.append(("less", name, key, f"deprecated {fmt(dep_mine)} here, {fmt(dep_apple, 'never')} in Apple's"))
    if name != "ios":
        return  # the rest does not depend on the platform: reported once, for iOS
    extension_mine = mine.availability.get("ios-extension", {}).get("unavailable", False)
    extension_apple = apple.availability.get("ios-extension", {}).get("unavailable", False)
    if extension_mine != extension_apple:
        out.append(("more" if extension_apple else "less", name, key,
                    f"unavailable to app extensions here: {extension_mine}, in Apple's: {extension_apple}"))
    if mine.main_actor != apple.main_actor:
        # A class's isolation only restricts its users; a protocol's also restricts what may conform to it.
        kind = "mixed" if key.startswith("@") else ("less" if mine.main_actor else "more")
        out.append((kind, name, key, f"main actor here: {mine.main_actor}, in Apple's: {apple.main_actor}"))
    if mine.swift_name and apple.swift_name and mine.swift_name != apple.swift_name:
        out.append(("mixed", name, key, f"Swift name {mine.swift_name} here, {apple.swift_name} in Apple's"))
    if mine.designated != apple.designated and mine.kind == "method":
        out.append(("mixed", name, key,
                    f"designated initialiser here: {mine.designated}, in Apple's: {apple.designated}"))
    if mine.optional != apple.optional and key.startswith("@") and apple.key.startswith("@"):
        out.append(("more" if mine.optional else "mixed", name, key,
                    f"@optional here: {mine.optional}, in Apple's: {apple.optional}"))
    if mine.warn_unused != apple.warn_unused:
        out.append(("less" if mine.warn_unused else "more", name, key,
                    f"warn-unused here: {mine.warn_unused}, in Apple's: {apple.warn_unused}"))
    if mine.kind in ("method", "property", "constant", "function") and len(mine.types) == len(apple.types):
        for position, ((null_mine, type_mine), (null_apple, type_apple)) in enumerate(
                zip(nullability(mine), nullability(apple))):
            if null_mine is None or null_apple is None or null_mine == null_apple or "instancetype" in type_mine:
                continue
            where = "result" if position == 0 else f"parameter {position}"
            if position == 0:
                # An implicitly unwrapped result accepts both what an optional and what a non-optional one accept.
                more = null_mine == "unspecified" or (null_mine == "nonnull" and null_apple == "nullable")
            else:
                # A parameter that takes nil here where Apple's does not accepts calls that Apple rejects.
                more = null_apple == "nonnull"
            out.append(("more" if more else "less", name, key,
                        f"{where} {type_mine!r} here, {type_apple!r} in Apple's"))


def fmt(value, none="any version"):
    if value is None:
        return none
    if value == (0,):
        return "always"
    return ".".join(str(part) for part in value)


def main():
    clang, stand_ins, sdk, platform_frameworks = sys.argv[1:5]
    stand_in_root = os.path.abspath(stand_ins)
    stand_in_dirs = tuple(os.path.join(stand_in_root, module) + os.sep for module in STAND_IN_MODULES)
    differences = []
    compared = set()
    missing_sources = []
    names = os.environ.get("AUDIT_TRIPLES", " ".join(TRIPLES)).split()
    for name in names:
        triple = TRIPLES[name]
        mine_text = dump(clang, triple, ["-I", stand_in_root, "-fno-modules"],
                         "#include <UIKit/UIKit.h>\n#include <XCTest/XCTest.h>\n")
        apple_text = dump(clang, triple, ["-isysroot", sdk, "-F", os.path.join(sdk, "System/Library/Frameworks"),
                                          "-F", platform_frameworks],
                          "#import <UIKit/UIKit.h>\n#import <XCTest/XCTest.h>\n")
        mine = Model(parse(mine_text), lambda f: bool(f) and os.path.abspath(f).startswith(stand_in_dirs))
        apple = Model(parse(apple_text), lambda f: True)
        del mine_text, apple_text
        for key, decl in mine.decls.items():
            if decl.kind == "category":
                continue
            counterpart = apple.find(key)
            if counterpart is None and decl.kind == "type" and decl.key.startswith("__"):
                continue
            compared.add(key)
            compare(key, decl, counterpart, name, differences)
            missing = missing_source(decl, counterpart) if name == "ios" else None
            if missing:
                where = f"{os.path.relpath(decl.file, stand_in_root)}:{decl.line}"
                missing_sources.append(f"{where}: {key} does not name {missing}")
        print(f"{name:9} {triple:36} {len(mine.decls):5} stand-in declarations, {len(apple.decls):6} of Apple's",
              file=sys.stderr)
    by_key = defaultdict(list)
    for kind, name, key, text in differences:
        by_key[(kind, key, text)].append(name)
    totals = defaultdict(int)
    for (kind, key, text), triples in sorted(by_key.items()):
        totals[kind] += 1
        print(f"{kind.upper():5} {key}: {text} [{', '.join(triples)}]")
    for line in missing_sources:
        print(f"NO SOURCE {line}")
    print(f"compared {len(compared)} declarations on {len(names)} triples: {totals['more']} more permissive, "
          f"{totals['less']} less permissive, {totals['mixed']} mixed; {len(missing_sources)} without a source")
    return 1 if totals["more"] or missing_sources else 0


SOURCE_CACHE = {}


def missing_source(decl, apple):
    """What a stand-in declaration fails to name of its source: the SDK version, in its header's opening comment
    (`source: Xcode 26 SDK`), and Apple's header that declares it, in that comment or in a comment above it."""
    if decl.file not in SOURCE_CACHE:
        with open(decl.file, encoding="utf-8") as handle:
            SOURCE_CACHE[decl.file] = handle.read().splitlines()
    lines = SOURCE_CACHE[decl.file]
    opening = []
    for line in lines:
        if not line.startswith("//"):
            break
        opening.append(line)
    opening = " ".join(opening)
    if not re.search(r"source: Xcode \d+", opening):
        return "the SDK version (`source: Xcode <version> SDK`) in the header's opening comment"
    if apple is None or not apple.file:
        return None
    header = os.path.basename(apple.file)
    above = " ".join(line for line in lines[:decl.line] if line.lstrip().startswith("//"))
    if header not in above:
        return f"Apple's header, {header}, in a comment above it or in the header's opening comment"
    return None


if __name__ == "__main__":
    sys.exit(main())
