# classes: 6
"""Qwen2.5 3B with its 0.5B sibling as the draft: the classic speculative decoding setup.

Both checkpoints ship the same tokenizer, so plain assisted generation should apply.
"""
import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TARGET_ID = "Qwen/Qwen2.5-3B-Instruct"
DRAFT_ID = "Qwen/Qwen2.5-0.5B-Instruct"
MESSAGES = [
    [{"role": "user", "content": "tell me a story about the king"}],
    [{"role": "user", "content": "hello world"}],
]


def get_inputs(tok, messages):
    text = tok.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    return tok(text, return_tensors="pt")


def load():
    tok = AutoTokenizer.from_pretrained(TARGET_ID)
    target = AutoModelForCausalLM.from_pretrained(TARGET_ID, dtype="auto")
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, dtype="auto")
    return tok, target, draft


def decode_new(tok, out, inputs):
    return tok.decode(out[0][inputs["input_ids"].shape[-1]:], skip_special_tokens=True)


if __name__ == "__main__":
    tok, target, draft = load()
    for messages in MESSAGES:
        inputs = get_inputs(tok, messages)
        start = time.perf_counter()
        with torch.inference_mode():
            out = target.generate(**inputs, assistant_model=draft, max_new_tokens=6, do_sample=False)
        print(f"[{time.perf_counter() - start:.2f}s]", decode_new(tok, out, inputs))
