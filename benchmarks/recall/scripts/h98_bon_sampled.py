# classes: 3
"""Best-of-n with argparse: n sampled candidates per prompt, ranked by mean log-prob under a reference model."""
import argparse

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


def parse_args():
    p = argparse.ArgumentParser()
    p.add_argument("--policy", default="HuggingFaceTB/SmolLM2-360M-Instruct")
    p.add_argument("--ref", default="HuggingFaceTB/SmolLM2-135M-Instruct")
    p.add_argument("--n", type=int, default=4)
    p.add_argument("--temperature", type=float, default=0.7)
    p.add_argument("--greedy", action="store_true", help="debug: one greedy candidate")
    p.add_argument("--max-new-tokens", type=int, default=8)
    return p.parse_args()


def sampling_kwargs(args):
    if args.greedy:
        return dict(do_sample=False, num_return_sequences=1)
    return dict(do_sample=True, temperature=args.temperature, top_k=50, num_return_sequences=args.n)


@torch.no_grad()
def mean_logprob(ref, seqs, prompt_len):
    logits = ref(seqs).logits[:, :-1]
    logp = torch.log_softmax(logits.float(), dim=-1)
    tok_logp = logp.gather(-1, seqs[:, 1:].unsqueeze(-1)).squeeze(-1)
    return tok_logp[:, prompt_len - 1:].mean(-1)


def main():
    args = parse_args()
    tok = AutoTokenizer.from_pretrained(args.policy)
    policy = AutoModelForCausalLM.from_pretrained(args.policy)
    ref = AutoModelForCausalLM.from_pretrained(args.ref)
    for prompt in ["once upon a time there lived a king", "tell me about dogs"]:
        enc = tok(prompt, return_tensors="pt")
        out = policy.generate(**enc, max_new_tokens=args.max_new_tokens, **sampling_kwargs(args))
        scores = mean_logprob(ref, out, enc["input_ids"].shape[1])
        best = int(scores.argmax())
        print(prompt, "->", tok.decode(out[best], skip_special_tokens=True), float(scores[best]))


if __name__ == "__main__":
    main()
