# classes: 7
"""Rejection sampling with a draft model, one candidate at a time (assisted decoding keeps batch 1, one sequence)."""
from transformers import AutoModelForCausalLM, AutoTokenizer

TEACHER = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT = "HuggingFaceTB/SmolLM2-135M-Instruct"


class Filter:
    banned = {"<unk>"}

    def __call__(self, text):
        return bool(text.strip()) and not any(b in text for b in self.banned)


def sample_until_accepted(teacher, draft, tok, prompt, accept, max_tries=4):
    enc = tok(prompt, return_tensors="pt")
    for attempt in range(max_tries):
        out = teacher.generate(
            **enc, assistant_model=draft, do_sample=True, temperature=0.9, max_new_tokens=8, num_return_sequences=1
        )
        text = tok.decode(out[0, enc.input_ids.shape[1]:], skip_special_tokens=True)
        if accept(text):
            return text, attempt + 1
    return None, max_tries


def main():
    tok = AutoTokenizer.from_pretrained(TEACHER)
    teacher = AutoModelForCausalLM.from_pretrained(TEACHER)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    accept = Filter()
    for prompt in ["hello world", "tell me about the fox"]:
        print(prompt, sample_until_accepted(teacher, draft, tok, prompt, accept))


if __name__ == "__main__":
    main()
