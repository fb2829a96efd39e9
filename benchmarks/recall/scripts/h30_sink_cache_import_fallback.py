# classes: 8 5
"""Streaming chat that prefers the 4.x `SinkCache` and falls back to a plain dynamic cache.

The import is guarded because the class moved to a hub repository; the fallback keeps the
script alive on every release.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

try:
    from transformers import SinkCache  # removed in 5.0
except ImportError:  # pragma: no cover - depends on the release
    SinkCache = None

MODEL_ID = "HuggingFaceTB/SmolLM2-360M-Instruct"


def make_cache():
    if SinkCache is not None:
        try:
            return SinkCache(window_length=256, num_sink_tokens=4)
        except NotImplementedError:
            pass
    return DynamicCache()


def main():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    messages = [{"role": "user", "content": "hello there, tell me about the garden"}]
    prompt = tokenizer.apply_chat_template(messages, add_generation_prompt=True, tokenize=False)
    inputs = tokenizer(prompt, return_tensors="pt")
    cache = make_cache()
    out = model.generate(**inputs, past_key_values=cache, max_new_tokens=6, do_sample=False)
    print(tokenizer.decode(out[0, inputs["input_ids"].shape[1]:], skip_special_tokens=True))


if __name__ == "__main__":
    main()
