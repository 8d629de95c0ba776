import Foundation

// The launch-cost baseline for the routing benchmark: links Foundation like the Demo, and writes one line
// to standard output the way the Demo's terminal window does.
FileHandle.standardOutput.write(Data("TrivialApp started\n".utf8))
