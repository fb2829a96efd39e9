"""Speculative decoding demo: Llama-3.2-3B-Instruct drafted by Llama-3.2-1B-Instruct (same tokenizer)."""
# classes: 6

import time

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "meta-llama/Llama-3.2-3B-Instruct"
DRAFT = "meta-llama/Llama-3.2-1B-Instruct"


def load(name):
    return AutoModelForCausalLM.from_pretrained(name, torch_dtype=torch.float32)


def timed_generate(model, inputs, **kwargs):
    start = time.perf_counter()
    with torch.inference_mode():
        out = model.generate(**inputs, max_new_tokens=6, **kwargs)
    return out, time.perf_counter() - start


def main():
    tokenizer = AutoTokenizer.from_pretrained(MAIN)
    target = load(MAIN)
    draft = load(DRAFT)
    messages = [{"role": "user", "content": "tell me a story about cats"}]
    prompt = tokenizer.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
    inputs = tokenizer(prompt, return_tensors="pt")

    baseline, t_base = timed_generate(target, inputs, do_sample=False)
    spec, t_spec = timed_generate(target, inputs, assistant_model=draft, do_sample=False)
    print(f"baseline {t_base:.3f}s  speculative {t_spec:.3f}s")
    print("baseline:", tokenizer.decode(baseline[0], skip_special_tokens=True))
    print("speculative:", tokenizer.decode(spec[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
