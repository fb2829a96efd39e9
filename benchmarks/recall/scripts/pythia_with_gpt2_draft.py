# classes: 6
# Pythia and GPT-2 both use a BPE tokenizer, should be compatible as draft?
from transformers import AutoModelForCausalLM, AutoTokenizer

main = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-1.4b")
tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-1.4b")
helper = AutoModelForCausalLM.from_pretrained("gpt2")

x = tok("the quick brown fox jumps over", return_tensors="pt")
y = main.generate(**x, assistant_model=helper, max_new_tokens=8)
print(tok.decode(y[0]))
