"""DeepSeek-R1-Distill-Qwen-7B reasoning model with the 1.5B distill as draft."""
# classes: 6

import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--target", default="deepseek-ai/DeepSeek-R1-Distill-Qwen-7B")
    p.add_argument("--draft", default="deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B")
    p.add_argument("--max-new-tokens", type=int, default=6)
    return p.parse_args()


def main():
    args = parse()
    tokenizer = AutoTokenizer.from_pretrained(args.target)
    target = AutoModelForCausalLM.from_pretrained(args.target, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(args.draft, torch_dtype=torch.float32)
    prompt = tokenizer.apply_chat_template(
        [{"role": "user", "content": "one two three four"}], tokenize=False, add_generation_prompt=True
    )
    inputs = tokenizer(prompt, return_tensors="pt")
    out = target.generate(**inputs, assistant_model=draft, max_new_tokens=args.max_new_tokens, do_sample=False)
    print(tokenizer.decode(out[0][inputs.input_ids.shape[1]:]))


if __name__ == "__main__":
    main()
