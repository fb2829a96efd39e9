# classes: 7 3
"""A text completion route that accepts OpenAI-style `stop` sequences and maps them onto
generate's stop_strings; the handler builds the keywords from a defaults dict and the body."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)

GEN_DEFAULTS = dict(max_new_tokens=8, do_sample=False, repetition_penalty=1.1)


def completions(body: dict) -> dict:
    kwargs = dict(GEN_DEFAULTS)
    if "max_tokens" in body:
        kwargs["max_new_tokens"] = body["max_tokens"]
    stop = body.get("stop")
    if stop:
        kwargs["stop_strings"] = [stop] if isinstance(stop, str) else list(stop)
    enc = tokenizer(body["prompt"], return_tensors="pt")
    with torch.no_grad():
        out = model.generate(**enc, **kwargs)
    return {"text": tokenizer.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)}


if __name__ == "__main__":
    print(completions({"prompt": "one two three", "max_tokens": 6}))
    print(completions({"prompt": "one two three", "max_tokens": 6, "stop": ["seven", "ten"]}))
