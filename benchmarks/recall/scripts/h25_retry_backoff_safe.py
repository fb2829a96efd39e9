# classes: 8 5
"""Generation worker with retry and exponential backoff.

Transient failures (out-of-memory on a shared box, a flaky filesystem) are retried a
few times; anything else is a bug and is re-raised at once. The worker uses the default
dynamic cache for the target and drafts with a small model.
"""
import logging
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

log = logging.getLogger("gen-worker")

RETRYABLE = (RuntimeError, OSError)


def with_retries(fn, attempts=3, base_delay=0.05):
    def wrapped(*args, **kwargs):
        for attempt in range(1, attempts + 1):
            try:
                return fn(*args, **kwargs)
            except RETRYABLE as exc:
                if attempt == attempts:
                    raise
                delay = base_delay * 2 ** (attempt - 1)
                log.warning("attempt %d failed (%s), retrying in %.2fs", attempt, exc, delay)
                time.sleep(delay)

    return wrapped


class Worker:
    def __init__(self, target, draft):
        self.tok = AutoTokenizer.from_pretrained(target)
        self.model = AutoModelForCausalLM.from_pretrained(target)
        self.draft = AutoModelForCausalLM.from_pretrained(draft)
        self.generate = with_retries(self._generate)

    def _generate(self, prompt, max_new_tokens=8):
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(
            **enc,
            assistant_model=self.draft,
            max_new_tokens=max_new_tokens,
        )
        return self.tok.decode(out[0, enc["input_ids"].shape[1] :], skip_special_tokens=True)


def main():
    worker = Worker("meta-llama/Llama-3.2-3B-Instruct", "meta-llama/Llama-3.2-1B-Instruct")
    for prompt in ["The capital of Japan is", "Water boils at"]:
        print(repr(worker.generate(prompt, max_new_tokens=5)))


if __name__ == "__main__":
    main()
