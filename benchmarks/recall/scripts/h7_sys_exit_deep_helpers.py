"""CLI-shaped program: main() -> run_job() -> make_generator() -> _assisted() with sys.exit(main())."""
# classes: 6 9
import sys

from transformers import AutoModelForCausalLM, AutoTokenizer

JOB = {"target": "openai-community/gpt2", "draft": "HuggingFaceTB/SmolLM2-135M", "prompt": "hello world"}


def _assisted(model, draft, enc, max_new_tokens):
    return model.generate(**enc, assistant_model=draft, max_new_tokens=max_new_tokens)


def make_generator(job):
    tok = AutoTokenizer.from_pretrained(job["target"])
    model = AutoModelForCausalLM.from_pretrained(job["target"])
    draft = AutoModelForCausalLM.from_pretrained(job["draft"])

    def generate(prompt, max_new_tokens=5):
        enc = tok(prompt, return_tensors="pt")
        return tok.decode(_assisted(model, draft, enc, max_new_tokens)[0], skip_special_tokens=True)

    return generate


def run_job(job):
    gen = make_generator(job)
    print(gen(job["prompt"]))
    return 0


def main():
    try:
        return run_job(JOB)
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
