# classes: 6 9
"""Answer a JSONL of customer questions with Qwen2.5-7B and a 0.5B draft.

The 7B checkpoint pads its embedding matrix to a larger vocab than the 0.5B
one, so generate is given both tokenizers (universal assisted decoding),
with greedy decoding.
"""
import json
from pathlib import Path

from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN = "Qwen/Qwen2.5-7B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"
QUESTIONS = [
    {"qid": 1, "q": "What is your return policy?"},
    {"qid": 2, "q": "Do you ship to Canada?"},
]


def answer(model, draft, tok, draft_tok, question):
    msgs = [{"role": "user", "content": question}]
    prompt = tok.apply_chat_template(msgs, tokenize=False, add_generation_prompt=True)
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(
        **enc,
        assistant_model=draft,
        tokenizer=tok,
        assistant_tokenizer=draft_tok,
        max_new_tokens=8,
        do_sample=False,
    )
    return tok.decode(out[0][enc.input_ids.shape[1] :], skip_special_tokens=True)


def main():
    tok = AutoTokenizer.from_pretrained(MAIN)
    draft_tok = AutoTokenizer.from_pretrained(DRAFT)
    model = AutoModelForCausalLM.from_pretrained(MAIN)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT)
    src = Path("questions.jsonl")
    src.write_text("".join(json.dumps(q) + "\n" for q in QUESTIONS))
    with src.open() as fin, open("answers.jsonl", "w") as fout:
        for line in fin:
            rec = json.loads(line)
            rec["answer"] = answer(model, draft, tok, draft_tok, rec["q"])
            fout.write(json.dumps(rec) + "\n")


if __name__ == "__main__":
    main()
