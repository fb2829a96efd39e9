# classes: 7 3
"""Drop-in replacement for an Ollama endpoint backed by transformers: the request's `options`
use Ollama's names, renamed through a table. Unknown names are passed through unchanged, so
the client's `num_ctx` reaches generate."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

OLLAMA_TO_HF = {
    "num_predict": "max_new_tokens",
    "temperature": "temperature",
    "top_k": "top_k",
    "top_p": "top_p",
    "repeat_penalty": "repetition_penalty",
    "seed": None,  # handled by torch.manual_seed
}

MODEL = "TinyLlama/TinyLlama-1.1B-Chat-v1.0"
tok = AutoTokenizer.from_pretrained(MODEL)
lm = AutoModelForCausalLM.from_pretrained(MODEL, torch_dtype=torch.float32)


def translate(options: dict) -> dict:
    out = {}
    for name, value in options.items():
        hf_name = OLLAMA_TO_HF.get(name, name)
        if hf_name is None:
            continue
        out[hf_name] = value
    if "temperature" in out:
        out["do_sample"] = out["temperature"] > 0
    return out


def handle_generate(body: dict) -> dict:
    options = body.get("options", {})
    if "seed" in options:
        torch.manual_seed(options["seed"])
    ids = tok(body["prompt"], return_tensors="pt").input_ids
    gen = lm.generate(ids, **translate(options))
    return {"model": body["model"], "response": tok.decode(gen[0][ids.shape[1]:]), "done": True}


if __name__ == "__main__":
    req = {
        "model": "tinyllama",
        "prompt": "tell me a story",
        "options": {"num_predict": 8, "temperature": 0.7, "repeat_penalty": 1.1, "num_ctx": 2048, "seed": 42},
    }
    print(handle_generate(req))
