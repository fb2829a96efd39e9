# classes: 3 8
"""An agent command-line tool: argparse options choose the model, the reply budget and
the stop sequence; without --no-stop, generation stops at the stop sequence. The
tokenizer is not passed to generate."""

import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--model", default="Qwen/Qwen2-0.5B-Instruct")
    p.add_argument("--max-new-tokens", type=int, default=10)
    p.add_argument("--stop", default="Observation:")
    p.add_argument("--no-stop", action="store_true")
    return p.parse_args()


def main():
    args = parse_args()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    gen = {"max_new_tokens": args.max_new_tokens}
    if not args.no_stop:
        gen["stop_strings"] = [args.stop]
    inputs = tok.apply_chat_template(
        [{"role": "user", "content": "find the fox"}], add_generation_prompt=True, return_dict=True, return_tensors="pt"
    )
    out = model.generate(**inputs, **gen)
    print(tok.decode(out[0, inputs["input_ids"].shape[1] :]))


if __name__ == "__main__":
    main()
