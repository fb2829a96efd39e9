# classes: 2 7
"""Tiny evaluation harness: tasks register themselves with a decorator and the runner
evaluates every registered task with prompt-lookup decoding to save time."""
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

TASK_REGISTRY = {}


def register_task(name):
    def wrap(cls):
        TASK_REGISTRY[name] = cls
        return cls

    return wrap


class Task:
    batch_size = 1
    max_new_tokens = 8

    def prompts(self):
        raise NotImplementedError


@register_task("copy")
class CopyTask(Task):
    def prompts(self):
        return ["Repeat after me: the cat sat on the mat. the cat sat on the mat."]


@register_task("summarize")
class SummarizeTask(Task):
    batch_size = 4
    max_new_tokens = 6

    def prompts(self):
        return [f"Summarize document {i}: alpha beta gamma alpha beta gamma." for i in range(8)]


def run_task(model, tokenizer, task):
    prompts = task.prompts()
    outputs = []
    for start in range(0, len(prompts), task.batch_size):
        chunk = prompts[start : start + task.batch_size]
        enc = tokenizer(chunk, return_tensors="pt", padding=True)
        with torch.no_grad():
            out = model.generate(
                **enc,
                max_new_tokens=task.max_new_tokens,
                prompt_lookup_num_tokens=3,
                pad_token_id=tokenizer.pad_token_id,
            )
        outputs.extend(tokenizer.batch_decode(out, skip_special_tokens=True))
    return outputs


def main():
    tokenizer = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    tokenizer.padding_side = "left"
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    for name, task_cls in TASK_REGISTRY.items():
        results = run_task(model, tokenizer, task_cls())
        print(f"{name}: {len(results)} generations")


if __name__ == "__main__":
    main()
