# classes: 6 2
"""Sharded speculative transcription: each rank decodes its slice of the clips.

The draft decoder is loaded as a causal LM (Distil-Whisper's recipe) and shares the
main model's encoder outputs. Audio is stood in by silent log-mel features here.
"""
import os

import torch
from transformers import AutoModelForCausalLM, AutoModelForSpeechSeq2Seq

MAIN = os.environ.get("ASR_MODEL", "openai/whisper-medium.en")
DRAFT = os.environ.get("ASR_DRAFT", "distil-whisper/distil-small.en")


def rank_and_world():
    return int(os.environ.get("RANK", 0)), int(os.environ.get("WORLD_SIZE", 1))


def fake_features(model, n_clips):
    frames = 2 * model.config.max_source_positions
    return [torch.zeros(1, model.config.num_mel_bins, frames) for _ in range(n_clips)]


def main():
    rank, world = rank_and_world()
    model = AutoModelForSpeechSeq2Seq.from_pretrained(MAIN)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    clips = fake_features(model, 2)[rank::world]
    lengths = []
    for feats in clips:
        ids = model.generate(input_features=feats, assistant_model=draft, max_new_tokens=4)
        lengths.append(ids.shape[-1])
    print(f"rank {rank}: decoded {len(lengths)} clips, lengths {lengths}")


if __name__ == "__main__":
    main()
