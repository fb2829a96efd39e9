# classes: 7 9
"""A retry decorator around batched prompt-lookup generation for a summarisation job.

Transient OOMs on the shared GPU made us wrap generation in ``@retry(times=2)``; it only
retries RuntimeError and re-raises anything else. The job summarises tickets
one at a time and uses prompt lookup because summaries copy a lot from the input.
"""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer


def retry(times=3, exceptions=(RuntimeError,)):
    def decorator(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            last = None
            for attempt in range(times):
                try:
                    return fn(*args, **kwargs)
                except exceptions as exc:  # noqa: PERF203
                    print(f"attempt {attempt + 1} failed: {exc}")
                    last = exc
            raise last

        return wrapper

    return decorator


class TicketSummariser:
    def __init__(self, checkpoint="Qwen/Qwen2.5-0.5B-Instruct"):
        self.tok = AutoTokenizer.from_pretrained(checkpoint)
        self.tok.padding_side = "left"
        self.model = AutoModelForCausalLM.from_pretrained(checkpoint)

    @retry(times=2, exceptions=(RuntimeError,))
    def summarise(self, tickets, max_new_tokens=8):
        prompts = [f"Summarise this ticket: {t}\nSummary:" for t in tickets]
        batch = self.tok(prompts, return_tensors="pt", padding=True)
        out = self.model.generate(**batch, prompt_lookup_num_tokens=3, max_new_tokens=max_new_tokens)
        return self.tok.batch_decode(out[:, batch["input_ids"].shape[1]:], skip_special_tokens=True)


if __name__ == "__main__":
    tickets = [
        "Printer on floor 3 jams when printing double sided.",
        "VPN disconnects every ten minutes since the update.",
    ]
    summariser = TicketSummariser()
    # prompt lookup runs one sequence at a time, so feed the tickets one by one
    for ticket in tickets:
        print("-", summariser.summarise([ticket])[0])
