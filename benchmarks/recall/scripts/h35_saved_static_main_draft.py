# classes: 6 9
"""Fine-tune Qwen2.5-0.5B for a step, save it with a compile-friendly generation config, reload.

The checkpoint folder ships generation_config.json with a static cache so that serving can
torch.compile the decode step; the smoke test reloads it and runs speculative decoding.
"""
import tempfile

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

BASE = "Qwen/Qwen2.5-0.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B"
TEXTS = ["The capital of France is Paris.", "Water boils at 100 degrees Celsius."]


def one_step(model, tok):
    opt = torch.optim.AdamW(model.parameters(), lr=1e-5)
    batch = tok(TEXTS, return_tensors="pt", padding=True)
    model(**batch, labels=batch["input_ids"]).loss.backward()
    opt.step()


def save_for_serving(model, tok, folder):
    gen = GenerationConfig.from_model_config(model.config)
    gen.cache_implementation = "static"
    gen.max_new_tokens = 16
    model.generation_config = gen
    model.save_pretrained(folder)
    tok.save_pretrained(folder)


def main():
    tok = AutoTokenizer.from_pretrained(BASE)
    model = AutoModelForCausalLM.from_pretrained(BASE)
    one_step(model, tok)
    with tempfile.TemporaryDirectory() as folder:
        save_for_serving(model, tok, folder)
        served = AutoModelForCausalLM.from_pretrained(folder)
        print("cache:", GenerationConfig.from_pretrained(folder).cache_implementation)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    inputs = tok("The capital of Italy is", return_tensors="pt")
    out = served.generate(**inputs, assistant_model=draft, max_new_tokens=6)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
