# classes: 3 8
"""Extract a JSON object: stop generating at the closing brace."""

import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def parse():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="Qwen/Qwen2.5-0.5B-Instruct")
    p.add_argument("--stop", nargs="*", default=["}"])
    p.add_argument("--max-new-tokens", type=int, default=8)
    return p.parse_args()


def main():
    args = parse()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    msgs = [{"role": "user", "content": "give me a json object with a colour"}]
    enc = tok.apply_chat_template(msgs, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, max_new_tokens=args.max_new_tokens, stop_strings=args.stop or None)
    print(tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True))


if __name__ == "__main__":
    main()
