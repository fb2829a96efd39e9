from typing import Final

DOCKERFILE_FILENAME: Final = "Dockerfile"
COMMENT_INSTRUCTION: Final = "COMMENT"
