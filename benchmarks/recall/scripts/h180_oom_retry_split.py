# classes: 7
"""Robust batch generation: when a batch fails (CUDA OOM, or the assisted path refusing a batch)
it is split in half and retried, down to single prompts."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"

tok = AutoTokenizer.from_pretrained(TARGET)
tok.padding_side = "left"
if tok.pad_token is None:
    tok.pad_token = tok.eos_token
target = AutoModelForCausalLM.from_pretrained(TARGET)
draft = AutoModelForCausalLM.from_pretrained(DRAFT)


def generate_batch(prompts, **kw):
    enc = tok(prompts, return_tensors="pt", padding=True)
    out = target.generate(**enc, assistant_model=draft, max_new_tokens=4, do_sample=False, **kw)
    return tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)


def generate_with_retry(prompts):
    try:
        return generate_batch(prompts)
    except (torch.cuda.OutOfMemoryError, ValueError):
        if len(prompts) == 1:
            raise
        if torch.cuda.is_available():
            torch.cuda.empty_cache()
        mid = len(prompts) // 2
        return generate_with_retry(prompts[:mid]) + generate_with_retry(prompts[mid:])


prompts = ["tell me a story", "the quick brown fox", "hello world", "once upon a time"]
print(generate_with_retry(prompts))
