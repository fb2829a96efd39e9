# classes: 8 5
"""Attention-sink generation as the 4.39 "Cache" documentation showed it.

Reached through the package (`import transformers`), as the docs' code block wrote it.
"""
import torch
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    inputs = tokenizer("the king loved his garden and", return_tensors="pt")
    cache = transformers.SinkCache(window_length=64, num_sink_tokens=4)
    out = model.generate(**inputs, past_key_values=cache, max_new_tokens=6, do_sample=False)
    print(tokenizer.batch_decode(out, skip_special_tokens=True)[0])


if __name__ == "__main__":
    main()
