# classes: 3 6
"""Sample several candidate transcripts with a draft model, for n-best rescoring later.

Command-line flags choose the checkpoints and how many candidates to return.
"""
import argparse

import numpy as np
import torch
from transformers import AutoModelForSpeechSeq2Seq, AutoProcessor


def parse_args():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--model", default="openai/whisper-small.en")
    p.add_argument("--draft", default="distil-whisper/distil-small.en")
    p.add_argument("--num-candidates", type=int, default=3)
    p.add_argument("--temperature", type=float, default=0.7)
    p.add_argument("--max-new-tokens", type=int, default=8)
    return p.parse_args()


def main():
    args = parse_args()
    processor = AutoProcessor.from_pretrained(args.model)
    model = AutoModelForSpeechSeq2Seq.from_pretrained(args.model).eval()
    draft = AutoModelForSpeechSeq2Seq.from_pretrained(args.draft).eval()

    audio = np.zeros(4000, dtype=np.float32)
    feats = processor(audio, sampling_rate=16000, return_tensors="pt").input_features
    torch.manual_seed(0)
    with torch.no_grad():
        out = model.generate(
            feats,
            assistant_model=draft,
            do_sample=True,
            temperature=args.temperature,
            num_return_sequences=args.num_candidates,
            max_new_tokens=args.max_new_tokens,
        )
    for i, text in enumerate(processor.batch_decode(out, skip_special_tokens=True)):
        print(i, text)


if __name__ == "__main__":
    main()
