# classes: 3 8
"""Speculative chat CLI in the transformers 5 style: one GenerationConfig built up front (sampling,
three candidates to rerank), then passed to generate as generation_config= together with keyword
overrides from the command line and a Llama 3.2 draft."""

import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig


def parse_args():
    p = argparse.ArgumentParser(description="sample a few answers with a draft model")
    p.add_argument("--model", default="meta-llama/Llama-3.1-8B-Instruct")
    p.add_argument("--draft", default="meta-llama/Llama-3.2-1B-Instruct")
    p.add_argument("--candidates", type=int, default=3)
    p.add_argument("--max-new-tokens", type=int, default=8)
    p.add_argument("--temperature", type=float, default=0.8)
    return p.parse_args()


def main():
    args = parse_args()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model, dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(args.draft, dtype=torch.float32)

    gen_cfg = GenerationConfig(
        do_sample=True,
        top_p=0.9,
        num_return_sequences=args.candidates,
        pad_token_id=tok.eos_token_id,
    )
    messages = [{"role": "user", "content": "Name a colour."}]
    inputs = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(
        **inputs,
        generation_config=gen_cfg,
        assistant_model=draft,
        max_new_tokens=args.max_new_tokens,
        temperature=args.temperature,
    )
    for i, seq in enumerate(out):
        print(i, tok.decode(seq[inputs["input_ids"].shape[1] :], skip_special_tokens=True))


if __name__ == "__main__":
    main()
