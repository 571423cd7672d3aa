import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Runs mdoc once per example set in one JVM, so that the Scala compiler is loaded and warmed by
 * the first set and the others compile at full speed. Each argument is a file with mdoc's
 * arguments for one set, one per line; mdoc's report goes to that file with ".log" appended and
 * its exit code, once it has finished, to ".exit".
 *
 * Run from source, on mdoc's classpath: java -cp <mdoc classpath> MdocSets.java <args file>...
 */
public final class MdocSets {
  public static void main(String[] argsFiles) throws Exception {
    for (String argsFile : argsFiles) {
      List<String> args = Files.readAllLines(Path.of(argsFile), StandardCharsets.UTF_8);
      int exitCode;
      try (PrintStream log = new PrintStream(Files.newOutputStream(Path.of(argsFile + ".log")), true, StandardCharsets.UTF_8)) {
        exitCode = mdoc.Main.process(args.toArray(new String[0]), log, Path.of(argsFile).getParent());
      }
      Files.writeString(Path.of(argsFile + ".exit"), Integer.toString(exitCode));
    }
  }
}
