# classes: 8 1 5
"""Gemma 2 pre-allocated cache, ported forward with a version check.

Before 5.0 the blog's `HybridCache`; from 5.0 a `StaticCache`, which now builds the
sliding-window layers itself.
"""
import torch
import transformers
from packaging import version
from transformers import AutoModelForCausalLM, AutoTokenizer, StaticCache

MODEL_ID = "google/gemma-2-2b-it"
MAX_CACHE_LEN = 64
IS_V5 = version.parse(transformers.__version__) >= version.parse("5.0.0")


def build_cache(model):
    if IS_V5:
        return StaticCache(config=model.config, max_cache_len=MAX_CACHE_LEN)
    return transformers.HybridCache(
        config=model.config, max_batch_size=1, max_cache_len=MAX_CACHE_LEN, dtype=model.dtype
    )


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    messages = [{"role": "user", "content": "tell me about the blue sky"}]
    prompt = tokenizer.apply_chat_template(messages, add_generation_prompt=True, tokenize=False)
    inputs = tokenizer(prompt, return_tensors="pt")
    cache = build_cache(model)
    out = model.generate(**inputs, past_key_values=cache, max_new_tokens=5, do_sample=False)
    print(tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True))


if __name__ == "__main__":
    main()
