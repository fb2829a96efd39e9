"""Generator pipeline: prompts are read lazily, answered with a draft model and yielded one by one."""
# classes: 2 9
from transformers import AutoModelForCausalLM, AutoTokenizer


def read_prompts():
    for line in ["tell me about the king", "tell me about the queen", "tell me about the garden"]:
        yield line.strip()


def answers(prompts, model, draft, tok, **gen_kwargs):
    for prompt in prompts:
        enc = tok(prompt, return_tensors="pt")
        out = model.generate(**enc, assistant_model=draft, **gen_kwargs)
        yield prompt, tok.decode(out[0], skip_special_tokens=True)


def main():
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-1.5B-Instruct")
    draft = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
    stream = answers(read_prompts(), model, draft, tok, max_new_tokens=5, num_assistant_tokens=3)
    for prompt, answer in stream:
        print(f"{prompt} => {answer}")


if __name__ == "__main__":
    main()
