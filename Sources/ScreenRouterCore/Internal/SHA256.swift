/// SHA-256 (FIPS 180-4), written here so the package needs nothing but the toolchain: Foundation has no digest on
/// Linux, and CryptoKit is Apple's.
///
/// The screen hash is a SHA-256 of a snapshot file's bytes (see ``SnapshotFile/hash``), so it equals what
/// `sha256sum` (or `shasum -a 256`) prints for the file. SHA-256 rather than a shorter non-cryptographic digest
/// (FNV-1a 64 would be a tenth of the code): a hash an agent compares across runs, machines and snapshot files must
/// not collide by chance among millions of screens, and anyone can check it with a tool every system has.
package struct SHA256 {
    /// The hash's state: eight 32-bit words.
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    /// Bytes not yet hashed: fewer than a block's 64.
    private var pending: [UInt8] = []
    /// How many bytes were given in all.
    private var length: UInt64 = 0

    /// The round constants: the first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let constants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    package init() {}

    /// The digest of some bytes, as 64 lowercase hexadecimal digits.
    package static func hex(of bytes: some Sequence<UInt8>) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalize().map { byte in
            let digits = Array("0123456789abcdef")
            return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0f)]])
        }.joined()
    }

    /// Adds bytes to the message.
    package mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            pending.append(byte)
            length &+= 1
            if pending.count == 64 {
                compress(pending[...])
                pending.removeAll(keepingCapacity: true)
            }
        }
    }

    /// The message's 32-byte digest: the padding (a 1 bit, zeros, and the length in bits) hashed last.
    package mutating func finalize() -> [UInt8] {
        let bits = length &* 8
        var tail = pending + [0x80]
        while tail.count % 64 != 56 { tail.append(0) }
        tail += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * UInt64($0))) }
        for start in stride(from: 0, to: tail.count, by: 64) { compress(tail[start..<start + 64]) }
        pending.removeAll()
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }

    /// Hashes one 64-byte block into the state.
    private mutating func compress(_ block: ArraySlice<UInt8>) {
        var words = [UInt32](repeating: 0, count: 64)
        var index = block.startIndex
        for word in 0..<16 {
            words[word] =
                UInt32(block[index]) << 24 | UInt32(block[index + 1]) << 16 | UInt32(block[index + 2]) << 8
                | UInt32(block[index + 3])
            index += 4
        }
        for word in 16..<64 {
            let s0 = rotated(words[word - 15], 7) ^ rotated(words[word - 15], 18) ^ (words[word - 15] >> 3)
            let s1 = rotated(words[word - 2], 17) ^ rotated(words[word - 2], 19) ^ (words[word - 2] >> 10)
            words[word] = words[word - 16] &+ s0 &+ words[word - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        for round in 0..<64 {
            let s1 = rotated(e, 6) ^ rotated(e, 11) ^ rotated(e, 25)
            let choice = (e & f) ^ (~e & g)
            let first = h &+ s1 &+ choice &+ Self.constants[round] &+ words[round]
            let s0 = rotated(a, 2) ^ rotated(a, 13) ^ rotated(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let second = s0 &+ majority
            (h, g, f, e, d, c, b, a) = (g, f, e, d &+ first, c, b, a, first &+ second)
        }
        for (offset, word) in [a, b, c, d, e, f, g, h].enumerated() { state[offset] = state[offset] &+ word }
    }

    private func rotated(_ word: UInt32, _ count: UInt32) -> UInt32 {
        (word >> count) | (word << (32 - count))
    }
}
