# classes: 3 8
"""An agent command-line tool: stop sequences are opt-in (--stop can be repeated) and
the tokenizer goes along with them when given."""

import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="Qwen/Qwen2-0.5B-Instruct")
    p.add_argument("--max-new-tokens", type=int, default=10)
    p.add_argument("--stop", action="append", default=[])
    return p.parse_args()


def main():
    args = parse_args()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    gen = {"max_new_tokens": args.max_new_tokens}
    if args.stop:
        gen["stop_strings"] = args.stop
    inputs = tok.apply_chat_template(
        [{"role": "user", "content": "find the fox"}], add_generation_prompt=True, return_dict=True, return_tensors="pt"
    )
    out = model.generate(**inputs, **gen)
    print(tok.decode(out[0, inputs["input_ids"].shape[1] :]))


if __name__ == "__main__":
    main()
