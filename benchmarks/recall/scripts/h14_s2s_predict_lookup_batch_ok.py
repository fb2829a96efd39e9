# classes: 3 2
"""Evaluate a tiny T5 summariser with Seq2SeqTrainer; generation settings live in a GenerationConfig."""
import tempfile

import torch
from transformers import (
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    GenerationConfig,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
    T5Config,
    T5ForConditionalGeneration,
)

PAIRS = [
    ("tell me a story about cats", "once upon a time"),
    ("the quick brown fox jumps", "the fox"),
    ("hello world this is a model", "hello world"),
    ("red green blue one two three", "one two three"),
]


class PairDataset(torch.utils.data.Dataset):
    def __init__(self, tokenizer, pairs):
        self.rows = []
        for src, tgt in pairs:
            enc = tokenizer(src)
            enc["labels"] = tokenizer(tgt)["input_ids"]
            self.rows.append(enc)

    def __len__(self):
        return len(self.rows)

    def __getitem__(self, idx):
        return self.rows[idx]


def build_model(tokenizer):
    config = T5Config(
        vocab_size=len(tokenizer), d_model=16, d_ff=32, d_kv=8, num_layers=2, num_heads=2,
        decoder_start_token_id=tokenizer.pad_token_id, pad_token_id=tokenizer.pad_token_id,
        eos_token_id=tokenizer.eos_token_id,
    )
    return T5ForConditionalGeneration(config)


def main():
    tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
    tokenizer.pad_token = tokenizer.eos_token  # GPT-2 has no pad token
    model = build_model(tokenizer)
    gen_config = GenerationConfig(
        max_new_tokens=4,
        prompt_lookup_num_tokens=3,
        decoder_start_token_id=tokenizer.pad_token_id,
        pad_token_id=tokenizer.pad_token_id,
        eos_token_id=tokenizer.eos_token_id,
    )
    with tempfile.TemporaryDirectory() as out:
        args = Seq2SeqTrainingArguments(
            output_dir=out,
            per_device_eval_batch_size=1,
            predict_with_generate=True,
            generation_config=gen_config,
            report_to=[],
            use_cpu=True,
        )
        trainer = Seq2SeqTrainer(
            model=model,
            args=args,
            data_collator=DataCollatorForSeq2Seq(tokenizer, model=model),
        )
        preds = trainer.predict(PairDataset(tokenizer, PAIRS))
        print(preds.predictions.shape)


if __name__ == "__main__":
    main()
