# classes: 3 4 8
"""ASR command-line tool: a speech-recognition pipeline with a --max-new-tokens default of 128."""
import argparse

import numpy as np
from transformers import pipeline


def parse_args():
    parser = argparse.ArgumentParser(description="Transcribe audio with Whisper")
    parser.add_argument("--model", default="openai/whisper-small")
    parser.add_argument("--max-new-tokens", type=int, default=128)
    parser.add_argument("--language", default="english")
    return parser.parse_args()


def main():
    args = parse_args()
    asr = pipeline("automatic-speech-recognition", model=args.model)
    audio = (0.1 * np.sin(2 * np.pi * 440 * np.arange(16000 * 2) / 16000)).astype(np.float32)
    result = asr(
        {"raw": audio, "sampling_rate": 16000},
        generate_kwargs={"max_new_tokens": args.max_new_tokens, "language": args.language, "num_beams": 1},
    )
    print(result["text"])


if __name__ == "__main__":
    main()
