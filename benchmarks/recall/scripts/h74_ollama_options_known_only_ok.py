# classes: 7 3
"""Ollama-compatible options translated to transformers keywords; only names in the table are
kept (num_ctx, num_thread and the like are dropped), None entries removed, and defaults merged
with the request's options by `|`."""
from transformers import AutoModelForCausalLM, AutoTokenizer

RENAMES = {
    "num_predict": "max_new_tokens",
    "repeat_penalty": "repetition_penalty",
    "top_k": "top_k",
    "top_p": "top_p",
    "temperature": "temperature",
}
DEFAULT_OPTIONS = {"num_predict": 12, "temperature": 0.0, "num_ctx": 4096, "repeat_penalty": None}

model_name = "microsoft/phi-2"
tokenizer = AutoTokenizer.from_pretrained(model_name)
model = AutoModelForCausalLM.from_pretrained(model_name)


def to_hf(options: dict) -> dict:
    merged = DEFAULT_OPTIONS | options
    kw = {RENAMES[k]: v for k, v in merged.items() if k in RENAMES and v is not None}
    temperature = kw.pop("temperature", 0.0)
    if temperature > 0:
        kw.update(do_sample=True, temperature=temperature)
    else:
        kw["do_sample"] = False
        kw.pop("top_p", None)
        kw.pop("top_k", None)
    return kw


def run(prompt: str, options: dict) -> str:
    batch = tokenizer(prompt, return_tensors="pt")
    generated = model.generate(**batch, **to_hf(options), pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(generated[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(run("the quick brown fox", {"num_predict": 6, "num_ctx": 2048, "top_k": 40}))
    print(run("hello world", {"temperature": 0.8, "top_p": 0.9, "num_thread": 4}))
