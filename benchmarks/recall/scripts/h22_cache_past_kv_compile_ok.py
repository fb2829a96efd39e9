# classes: 5 3
"""KV cache docs: DynamicCache passed as past_key_values; torch.compile only when asked on the command line."""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="meta-llama/Llama-3.2-1B-Instruct")
    p.add_argument("--compile", action="store_true")
    p.add_argument("--max-new-tokens", type=int, default=10)
    return p.parse_args()


def main():
    args = parse()
    tok = AutoTokenizer.from_pretrained(args.model)
    lm = AutoModelForCausalLM.from_pretrained(args.model, torch_dtype=torch.float32)
    if args.compile:
        lm.forward = torch.compile(lm.forward, mode="reduce-overhead", fullgraph=True)
    inputs = tok.apply_chat_template(
        [{"role": "user", "content": "Tell me a joke about caches."}],
        add_generation_prompt=True,
        return_tensors="pt",
        return_dict=True,
    )
    kv = DynamicCache()
    generated = lm.generate(**inputs, past_key_values=kv, max_new_tokens=args.max_new_tokens, do_sample=False)
    print(tok.decode(generated[0][inputs["input_ids"].shape[-1]:], skip_special_tokens=True))
    print("cached tokens:", kv.get_seq_length())


if __name__ == "__main__":
    main()
