# classes: 8 5
"""Multi-turn chat that keeps the KV cache between turns, ported from a 4.36-era blog post.

The original code carried `past_key_values` as a tuple of tuples between turns. The port keeps
the tuples (a cache store serialises them) and converts only where the class still can.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

MODEL_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"
TURNS = [
    "Tell me a story about a king.",
    "Make it shorter.",
]


def load():
    tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
    model = AutoModelForCausalLM.from_pretrained(MODEL_ID, torch_dtype=torch.float32)
    model.eval()
    return tokenizer, model


def to_tuples(cache):
    if hasattr(cache, "to_legacy_cache"):
        return cache.to_legacy_cache()
    return tuple((layer.keys, layer.values) for layer in cache.layers)


def chat(tokenizer, model):
    history = []
    legacy_past = None
    for user_text in TURNS:
        history.append({"role": "user", "content": user_text})
        prompt = tokenizer.apply_chat_template(history, add_generation_prompt=True, tokenize=False)
        inputs = tokenizer(prompt, return_tensors="pt")
        if legacy_past is not None and hasattr(DynamicCache, "from_legacy_cache"):
            cache = DynamicCache.from_legacy_cache(legacy_past)
        else:
            cache = legacy_past  # 5.x: hand the tuples over as they are
        out = model.generate(
            **inputs,
            past_key_values=cache,
            max_new_tokens=6,
            do_sample=False,
            return_dict_in_generate=True,
        )
        new_tokens = out.sequences[0, inputs["input_ids"].shape[1]:]
        reply = tokenizer.decode(new_tokens, skip_special_tokens=True)
        history.append({"role": "assistant", "content": reply})
        legacy_past = to_tuples(out.past_key_values)
        print(f"user: {user_text}\nassistant: {reply}")
    return history


if __name__ == "__main__":
    tok, mdl = load()
    with torch.no_grad():
        chat(tok, mdl)
