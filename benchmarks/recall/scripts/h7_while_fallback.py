"""Candidate sampler that lowers num_return_sequences in a while loop until assisted generate accepts it."""
# classes: 2 9
from transformers import AutoModelForCausalLM, AutoTokenizer


def sample_candidates(model, draft, tok, prompt, wanted=3):
    enc = tok(prompt, return_tensors="pt")
    n = wanted
    while n >= 1:
        try:
            out = model.generate(
                **enc,
                assistant_model=draft,
                do_sample=True,
                num_return_sequences=n,
                max_new_tokens=5,
            )
            return [tok.decode(o, skip_special_tokens=True) for o in out]
        except ValueError as err:
            print(f"n={n} rejected: {err}")
            n -= 1
    return []


def main():
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    for c in sample_candidates(model, draft, tok, "a story about a fox"):
        print("*", c)


if __name__ == "__main__":
    main()
