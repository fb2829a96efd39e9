# classes: 8 6
"""A reasoning model and its small sibling, with greedy settings kept in a GenerationConfig
(the checkpoints' generation_config.json samples)."""
from transformers import AutoModelForCausalLM, AutoTokenizer, GenerationConfig

MAIN = "deepseek-ai/DeepSeek-R1-Distill-Qwen-7B"
DRAFT = "deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B"
GREEDY = GenerationConfig(do_sample=False, max_new_tokens=8)


class Solver:
    def __init__(self):
        self.tok = AutoTokenizer.from_pretrained(MAIN)
        self.draft_tok = AutoTokenizer.from_pretrained(DRAFT)
        self.model = AutoModelForCausalLM.from_pretrained(MAIN)
        self.draft = AutoModelForCausalLM.from_pretrained(DRAFT)

    def solve(self, problem):
        enc = self.tok(problem, return_tensors="pt")
        out = self.model.generate(
            **enc,
            generation_config=GREEDY,
            assistant_model=self.draft,
            tokenizer=self.tok,
            assistant_tokenizer=self.draft_tok,
        )
        return self.tok.decode(out[0])


print(Solver().solve("two plus two"))
