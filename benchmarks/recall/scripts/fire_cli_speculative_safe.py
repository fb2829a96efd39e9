# classes: 3
"""python fire_cli_speculative_safe.py --target=... --draft=... [--nouse_cache]"""
import fire
from transformers import AutoModelForCausalLM, AutoTokenizer


def main(
    target: str = "Qwen/Qwen2.5-3B-Instruct",
    draft: str = "Qwen/Qwen2.5-0.5B-Instruct",
    prompt: str = "def fibonacci(n):",
    use_cache: bool = True,
    max_new_tokens: int = 8,
):
    tok = AutoTokenizer.from_pretrained(target)
    model = AutoModelForCausalLM.from_pretrained(target)
    assistant = AutoModelForCausalLM.from_pretrained(draft)
    enc = tok(prompt, return_tensors="pt")
    out = model.generate(**enc, assistant_model=assistant, use_cache=use_cache, max_new_tokens=max_new_tokens)
    print(tok.decode(out[0]))


if __name__ == "__main__":
    fire.Fire(main)
