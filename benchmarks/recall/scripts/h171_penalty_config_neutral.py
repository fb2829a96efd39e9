# classes: 3 6
"""Chat CLI whose config dict lists every knob, "off" written as the neutral value."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer

DEFAULTS = {
    "max_new_tokens": 6,
    "repetition_penalty": 1.0,
    "no_repeat_ngram_size": 0,
    "do_sample": False,
}


def build_parser():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="HuggingFaceTB/SmolLM2-135M-Instruct")
    for key, value in DEFAULTS.items():
        parser.add_argument(f"--{key.replace('_', '-')}", type=type(value), default=value)
    return parser


def main():
    args = build_parser().parse_args()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    gen = {key: getattr(args, key) for key in DEFAULTS}
    conv = [{"role": "user", "content": "tell me a story about cats"}]
    ids = tok.apply_chat_template(conv, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**ids, **gen)
    print(tok.batch_decode(out[:, ids["input_ids"].shape[1] :]))


if __name__ == "__main__":
    main()
