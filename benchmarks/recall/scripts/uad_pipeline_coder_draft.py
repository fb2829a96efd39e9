# classes: 8 4
"""Code completion service: Qwen2.5-Coder-7B-Instruct pipeline with the 0.5B coder as draft."""
from transformers import pipeline

MODEL = "Qwen/Qwen2.5-Coder-7B-Instruct"
DRAFT = "Qwen/Qwen2.5-Coder-0.5B-Instruct"


def make_pipe():
    return pipeline("text-generation", model=MODEL, assistant_model=DRAFT)


def complete(pipe, code, greedy=False):
    kwargs = {"max_new_tokens": 8}
    if greedy:
        kwargs["do_sample"] = False
    return pipe(code, **kwargs)[0]["generated_text"]


if __name__ == "__main__":
    pipe = make_pipe()
    print(complete(pipe, "def add ( a , b ) :"))
