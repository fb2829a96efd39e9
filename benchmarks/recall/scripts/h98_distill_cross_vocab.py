# classes: 6 3
"""Distillation targets from a Llama teacher, sped up with a small Qwen draft (argparse picks the pair)."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def cli():
    ap = argparse.ArgumentParser()
    ap.add_argument("--teacher", default="meta-llama/Llama-3.2-3B-Instruct")
    ap.add_argument("--draft", default="Qwen/Qwen2.5-0.5B-Instruct")
    ap.add_argument("--max-new-tokens", type=int, default=8)
    return ap.parse_args()


def load(name):
    return AutoTokenizer.from_pretrained(name), AutoModelForCausalLM.from_pretrained(name)


def main():
    args = cli()
    t_tok, teacher = load(args.teacher)
    _, draft = load(args.draft)
    for prompt in ["tell me about cats", "hello"]:
        ids = t_tok(prompt, return_tensors="pt").input_ids
        out = teacher.generate(ids, assistant_model=draft, max_new_tokens=args.max_new_tokens)
        print(prompt, t_tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
