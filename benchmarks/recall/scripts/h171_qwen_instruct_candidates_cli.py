# classes: 3 6
"""Draft several candidate replies for a support agent to pick from; the instruct model's own
generation_config decides how the candidates are drawn."""
import argparse

from transformers import AutoModelForCausalLM, AutoTokenizer


def parse_args():
    p = argparse.ArgumentParser(description="candidate replies")
    p.add_argument("--model", default="Qwen/Qwen2.5-0.5B-Instruct")
    p.add_argument("--num-candidates", type=int, default=3)
    p.add_argument("--max-new-tokens", type=int, default=8)
    return p.parse_args()


def main():
    args = parse_args()
    tok = AutoTokenizer.from_pretrained(args.model)
    model = AutoModelForCausalLM.from_pretrained(args.model)
    messages = [
        {"role": "system", "content": "You are a helpful support agent."},
        {"role": "user", "content": "my order was red but it came blue"},
    ]
    enc = tok.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    out = model.generate(**enc, max_new_tokens=args.max_new_tokens, num_return_sequences=args.num_candidates)
    prompt_len = enc["input_ids"].shape[1]
    for i, seq in enumerate(out):
        print(f"[{i}]", tok.decode(seq[prompt_len:], skip_special_tokens=True))


if __name__ == "__main__":
    main()
