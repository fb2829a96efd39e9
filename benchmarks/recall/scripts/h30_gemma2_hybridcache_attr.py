# classes: 8 5
"""Gemma 2 with a pre-allocated hybrid cache, from the 4.42 Gemma 2 launch blog post.

The blog used `HybridCache` so the sliding-window layers could be compiled; this port reaches it
through the package because an old utility module already did `import transformers`.
"""
import torch
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "google/gemma-2-2b-it"
MAX_CACHE_LEN = 64


def build_cache(model, batch_size=1):
    return transformers.HybridCache(
        config=model.config,
        max_batch_size=batch_size,
        max_cache_len=MAX_CACHE_LEN,
        device=model.device,
        dtype=model.dtype,
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
