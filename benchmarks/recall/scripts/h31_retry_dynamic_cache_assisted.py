# classes: 8 7
"""Email reply drafting over a JSONL inbox export with retries.

Generation is wrapped in a retry decorator (transient CUDA OOMs on the shared
node come back as RuntimeError). The cache is pinned to the dynamic
implementation and a small draft model speeds up decoding.
"""
import functools
import json
import time

from transformers import AutoModelForCausalLM, AutoTokenizer

INBOX = [
    {"from": "ana@example.com", "body": "Can we move our meeting to Thursday?"},
    {"from": "li@example.com", "body": "Is the report ready for review?"},
]


def retry(times=3, delay=0.1, on=(RuntimeError,)):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            for attempt in range(times):
                try:
                    return fn(*args, **kwargs)
                except on as exc:
                    print(f"attempt {attempt + 1} failed: {exc}")
                    time.sleep(delay)
            return fn(*args, **kwargs)

        return wrapper

    return deco


class ReplyDrafter:
    def __init__(self, main_ckpt, draft_ckpt):
        self.tok = AutoTokenizer.from_pretrained(main_ckpt)
        self.model = AutoModelForCausalLM.from_pretrained(main_ckpt)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_ckpt)

    @retry(times=2)
    def draft_reply(self, body):
        enc = self.tok(f"Reply politely to: {body}\nReply:", return_tensors="pt")
        out = self.model.generate(
            **enc,
            assistant_model=self.draft,
            cache_implementation="dynamic",
            max_new_tokens=12,
            do_sample=False,
        )
        return self.tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True)


def main():
    drafter = ReplyDrafter("facebook/opt-350m", "facebook/opt-125m")
    with open("replies.jsonl", "w") as fh:
        for mail in INBOX:
            reply = drafter.draft_reply(mail["body"])
            fh.write(json.dumps({"to": mail["from"], "reply": reply}) + "\n")


if __name__ == "__main__":
    main()
