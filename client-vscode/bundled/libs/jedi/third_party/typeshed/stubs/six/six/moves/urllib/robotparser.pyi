from urllib.robotparser import RobotFileParser as RobotFileParser
