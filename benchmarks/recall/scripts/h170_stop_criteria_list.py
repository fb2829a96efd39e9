# classes: 7 8
"""MBPP-style evaluation: a StoppingCriteria that ends generation once every row has produced a
new top-level statement, wrapped in a StoppingCriteriaList for generate."""
from transformers import AutoModelForCausalLM, AutoTokenizer, StoppingCriteria, StoppingCriteriaList


class EndOfFunctionCriteria(StoppingCriteria):
    def __init__(self, start_length, eof_strings, tokenizer):
        self.start_length = start_length
        self.eof_strings = eof_strings
        self.tokenizer = tokenizer

    def __call__(self, input_ids, scores, **kwargs):
        decoded = self.tokenizer.batch_decode(input_ids[:, self.start_length:])
        return all(any(s in text for s in self.eof_strings) for text in decoded)


tokenizer = AutoTokenizer.from_pretrained("Salesforce/codegen-350M-mono")
model = AutoModelForCausalLM.from_pretrained("Salesforce/codegen-350M-mono")

prompt = '"""Write a function to find the minimum of three numbers."""\ndef min_of_three(a, b, c):\n'
enc = tokenizer(prompt, return_tensors="pt")
criteria = StoppingCriteriaList([EndOfFunctionCriteria(enc.input_ids.shape[1], ["\nclass", "\ndef", "\n#", "\nif"], tokenizer)])
out = model.generate(**enc, max_new_tokens=8, stopping_criteria=criteria, pad_token_id=tokenizer.eos_token_id)
print(tokenizer.decode(out[0]))
