# classes: 3 9
"""Sample candidates with a draft model (launched from a notebook, so unknown args are ignored)."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def get_args():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--model-name", default="EleutherAI/pythia-1.4b")
    p.add_argument("--assistant-name", default="EleutherAI/pythia-160m")
    p.add_argument("--num-candidates", type=int, default=2, help="samples per prompt")
    p.add_argument("--temperature", type=float, default=0.9)
    args, _unknown = p.parse_known_args()
    return args


def main():
    args = get_args()
    tok = AutoTokenizer.from_pretrained(args.model_name)
    model = AutoModelForCausalLM.from_pretrained(args.model_name)
    assistant = AutoModelForCausalLM.from_pretrained(args.assistant_name)
    enc = tok("the dog and the king", return_tensors="pt")
    out = model.generate(
        **enc,
        assistant_model=assistant,
        do_sample=True,
        temperature=args.temperature,
        num_return_sequences=args.num_candidates,
        max_new_tokens=8,
    )
    for text in tok.batch_decode(out, skip_special_tokens=True):
        print("-", text)


if __name__ == "__main__":
    main()
