# classes: 8 7
"""Speculative decoding tuned the 4.35 way: the schedule lives on the draft's generation config.

`num_assistant_tokens` and `num_assistant_tokens_schedule` were documented as attributes of the
assistant's generation config; this keeps that and compares the two schedules.
"""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MAIN_ID = "EleutherAI/pythia-1.4b"
DRAFT_ID = "EleutherAI/pythia-160m"
SCHEDULES = ["heuristic", "constant"]


def main():
    tokenizer = AutoTokenizer.from_pretrained(MAIN_ID)
    model = AutoModelForCausalLM.from_pretrained(MAIN_ID, torch_dtype=torch.float32)
    draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID, torch_dtype=torch.float32)
    inputs = tokenizer("the quick brown fox jumps over", return_tensors="pt")
    for schedule in SCHEDULES:
        draft.generation_config.num_assistant_tokens = 3
        draft.generation_config.num_assistant_tokens_schedule = schedule
        out = model.generate(
            **inputs,
            assistant_model=draft,
            max_new_tokens=6,
            do_sample=False,
            pad_token_id=tokenizer.eos_token_id,
        )
        print(schedule, tokenizer.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
