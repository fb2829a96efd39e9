# classes: 7 2
"""Generation configs built per task for a synthetic instruction set: each task has its own
config factory, and every prompt of a task yields the task's number of variants."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

TASKS = {
    "paraphrase": ["The cat sat on the mat.", "It is raining today."],
    "title": ["A long article about urban gardening and its benefits."],
}


def build_config(task: str, tok) -> GenerationConfig:
    base = dict(max_new_tokens=8, pad_token_id=tok.eos_token_id)
    if task == "paraphrase":
        return GenerationConfig(**base, do_sample=True, top_p=0.9, num_return_sequences=3)
    # titles: deterministic, but we still want two candidates to pick from
    return GenerationConfig(**base, num_return_sequences=2)


def main():
    tok = AutoTokenizer.from_pretrained("distilbert/distilgpt2")
    model = AutoModelForCausalLM.from_pretrained("distilbert/distilgpt2")
    for task, items in TASKS.items():
        cfg = build_config(task, tok)
        for text in items:
            enc = tok(f"{task}: {text}\n", return_tensors="pt")
            out = model.generate(**enc, generation_config=cfg)
            print(task, tok.batch_decode(out, skip_special_tokens=True))


main()
